import { showToast } from '../../islandRuntime/showToast.ts'
import { enquiryNotices, type KeptBy, waitingCopy } from '../../shared/content/contact.ts'
import type { WaitReason } from '../../shared/enquiry/outbox.ts'

/** The toasts of docs/specification.md, "Error catalogue", in one place for the form and for replays. */
export const notices = {
  delivered() {
    void showToast((toast) => toast.success(enquiryNotices.delivered.title, { description: enquiryNotices.delivered.text }))
  },
  failed(reason?: string) {
    void showToast((toast) => toast.error(enquiryNotices.failed.title, { description: reason || enquiryNotices.failed.text }))
  },
  saved(reason: WaitReason, by: KeptBy) {
    void showToast((toast) => toast.info(enquiryNotices.saved.title, { description: waitingCopy.saved(reason, by) }))
  },
}

/** Fetched while the connection works: a send that fails with the network gone must still show its notice, which the worker may not hold yet. */
export function prepareNotices() {
  void Promise.all([import('sonner'), import('../../shared/components/Notifications.tsx'), import('./OutboxStatus.tsx')]).catch(() => undefined)
}
