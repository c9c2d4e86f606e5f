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
}
