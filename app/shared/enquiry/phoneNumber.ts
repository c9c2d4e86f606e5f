import { isValidPhoneNumber } from 'libphonenumber-js/core'
import { phoneMetadata } from './phoneMetadata.ts'

/**
 * Whether a phone number is one the firm can call: a valid UK (with Guernsey, the Isle of Man and
 * Jersey) or Irish number, written as people in Northern Ireland and Ireland write them (028 7126
 * 0000, 07911 123456, 087 123 4567, +353 1 234 5678). The metadata holds those countries alone,
 * so a number with any other country code is not valid here.
 */
export const isUkOrIrishPhone = (text: string) => isValidPhoneNumber(text, 'GB', phoneMetadata) || isValidPhoneNumber(text, 'IE', phoneMetadata)
