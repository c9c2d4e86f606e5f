import { Icon } from '../../shared/components/Icon.tsx'
import { useOffline } from '../api/connection.ts'
import { staffCopy } from '../../shared/content/staff.ts'

/** Says plainly when the inbox cannot reach the server; the region is always there, so it is announced. */
export function ConnectionNotice() {
  const offline = useOffline()
  return (
    <div role="status">
      {offline && (
        <p className="flex items-start gap-2 bg-navy-950 px-4 py-3 text-white sm:justify-center">
          <Icon name="circle-alert" className="mt-0.5" />
          {staffCopy.offline}
        </p>
      )}
    </div>
  )
}
