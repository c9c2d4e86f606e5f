import * as v from 'valibot'

export const hiddenCharactersMessage = 'Please remove the hidden formatting characters (such as text-direction marks) from this text'

/** U+202E makes an inbox line read backwards, U+200B two names look alike, a line break adds lines to the firm's e-mails; joiners (emoji) stay. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const notOneLine = /[\u0000-\u001F\u007F-\u009F\u00AD\u2028\u2029\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u
/** Many-line text keeps its tabs and line breaks (\t, \n, \r, U+2028, U+2029) and refuses the rest. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const hiddenInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u

/** Free text with its line breaks, and nothing hidden in it: the enquiry's details, a staff note. */
export const withoutHiddenCharacters = v.check<string, string>((value) => !hiddenInText.test(value), hiddenCharactersMessage)
