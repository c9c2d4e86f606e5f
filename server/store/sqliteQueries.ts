import type { EnquirySearch } from './store.ts'
import { columns } from './sqliteRows.ts'
import { searchTerms } from './storedEnquiry.ts'

export const newestFirst = 'ORDER BY created_at DESC, id DESC'

/** Each word must be in a name (the other party's too), the e-mail, the phone (its digits however spaced) or the message. */
export function searchWhere(search: EnquirySearch) {
  const { status, serviceType, words, assignee, held, overdueAt, arrivedBefore } = searchTerms(search)
  const clauses: string[] = ['held = ?']
  const params: Array<string | number> = [held ? 1 : 0]
  if (status) {
    clauses.push('status = ?')
    params.push(status)
  }
  if (serviceType !== undefined) {
    clauses.push('service_type = ?')
    params.push(serviceType)
  }
  if (assignee === null) clauses.push('assignee IS NULL')
  else if (assignee !== undefined) {
    clauses.push('assignee = ?')
    params.push(assignee)
  }
  if (arrivedBefore) {
    clauses.push('created_at < ?')
    params.push(arrivedBefore.getTime())
  }
  if (overdueAt) {
    clauses.push('first_contact_at IS NULL AND reply_due_at < ?')
    params.push(overdueAt.getTime())
  }
  for (const { text, digits } of words) {
    if (digits) {
      clauses.push('(instr(search_text, ?) > 0 OR instr(phone_digits, ?) > 0)')
      params.push(text.toLowerCase(), digits)
    } else {
      clauses.push('instr(search_text, ?) > 0')
      params.push(text.toLowerCase())
    }
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, params }
}

export const searchSql = {
  page: (where: string) => `SELECT ${columns} FROM enquiries ${where} ${newestFirst} LIMIT ? OFFSET ?`,
  count: (where: string) => `SELECT count(*) AS total FROM enquiries ${where}`,
}
