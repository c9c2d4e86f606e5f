import { showToast } from '../components/showToast.ts'
import { firm } from '../content/firm.ts'

/** The toasts of spec section 8, in one place for the form and, later, for replays. */
export const notices = {
  delivered() {
    void showToast((toast) =>
      toast.success('Enquiry Submitted', {
        description: `Thank you for your enquiry. We'll be in touch ${firm.responsePromise}.`,
      }),
    )
  },
  failed(reason?: string) {
    void showToast((toast) => toast.error('Submission Failed', { description: reason || 'Please try again or call us directly' }))
  },
  saved() {
    void showToast((toast) =>
      toast.info('Enquiry saved on this device', {
        description: 'We could not reach our office just now. Your enquiry is saved here and will be sent automatically as soon as you are back online.',
      }),
    )
  },
}
