import { team } from '../../shared/content/team.ts'

/** "Catherine Dunleavy" → "CD": first letters of the first and last names. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('en-GB')
}

/** "Catherine Dunleavy" → "CDu": the surname's second letter too, for people who share initials. */
function longerInitials(name: string) {
  const surname = name.trim().split(/\s+/).at(-1) ?? ''
  return initials(name) + surname.slice(1, 2).toLocaleLowerCase('en-GB')
}

/**
 * The letters on a member's disc, different for everyone in `people`: Catherine Dunleavy and
 * Ciarán Doherty, both "CD", read "CDu" and "CDo", so their discs side by side are told apart.
 */
export function discInitials(name: string, people: ReadonlyArray<{ name: string }> = team) {
  const shared = people.some((other) => other.name !== name && initials(other.name) === initials(name))
  return shared ? longerInitials(name) : initials(name)
}
