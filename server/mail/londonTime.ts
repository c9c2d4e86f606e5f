/** A time as the firm's e-mails state it, in the office's time zone: "Monday 30 November 2026 at 17:00". */
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

// Intl writes "Friday, 27 November"; British prose has no comma there.
export const londonTime = (at: Date) => `${dateFormat.format(at).replace(',', '')} at ${timeFormat.format(at)}`
