import { toast } from 'sonner'
import { firm } from '../content/firm.ts'

/** The toasts of spec section 8, in one place for the form and, later, for replays. */
export const notices = {
  delivered() {
    toast.success('Enquiry Submitted', {
      description: `Thank you for your enquiry. We'll be in touch ${firm.responsePromise}.`,
    })
  },
  failed(reason?: string) {
    toast.error('Submission Failed', { description: reason || 'Please try again or call us directly' })
  },
  saved() {
    toast.info('Enquiry saved on this device', {
      description: 'We could not reach our office just now. Your enquiry is saved here and will be sent automatically as soon as you are back online.',
    })
  },
}
