import { team } from '../../shared/content/team.ts'

export function initials(name: string) {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('en-GB')
}

function longerInitials(name: string) {
  const surname = name.trim().split(/\s+/).at(-1) ?? ''
  return initials(name) + surname.slice(1, 2).toLocaleLowerCase('en-GB')
}

/** Different for everyone in `people`: Catherine Dunleavy and Ciarán Doherty read "CDu" and "CDo". */
export function discInitials(name: string, people: ReadonlyArray<{ name: string }> = team) {
  const shared = people.some((other) => other.name !== name && initials(other.name) === initials(name))
  return shared ? longerInitials(name) : initials(name)
}
