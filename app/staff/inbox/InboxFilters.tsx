import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { Icon } from '../../shared/components/Icon.tsx'
import { serviceTitles } from '../../shared/content/serviceTitles.ts'
import { serviceIds } from '../../shared/content/types.ts'
import { enquiryStatuses, statusLabels } from '../../shared/enquiry/status.ts'
import type { InboxSearch } from '../../shared/staffApi.ts'
import { staffCopy } from '../../shared/content/staff.ts'

const fieldClass = 'w-full rounded-md border border-navy-200 bg-white px-3 py-2.5 text-ink'

/** Kept in the inbox's address, so a filtered view can be reloaded, shared or left with Back. */
export function InboxFilters({ search }: { search: InboxSearch }) {
  const navigate = useNavigate()

  // The search box holds what is typed until it is applied; a new address (Back, a link) resets it.
  const [typed, setTyped] = useState(search.q ?? '')
  const [shownQuery, setShownQuery] = useState(search.q)
  if (search.q !== shownQuery) {
    setShownQuery(search.q)
    setTyped(search.q ?? '')
  }

  // Every change applies all three as they stand on screen, typed text included.
  const show = (change: Partial<InboxSearch>) =>
    void navigate({ to: '/staff', search: { ...search, q: typed.trim() || undefined, ...change, page: undefined } })

  // Folded on a phone so the first enquiries are on the first screen, unless a filter is on;
  // set once, then open or closed is the reader's choice.
  const active = [search.status, search.service, search.q].filter(Boolean).length
  const [openAtFirst] = useState(() => active > 0 || window.matchMedia('(min-width: 48rem)').matches)

  return (
    <details open={openAtFirst} className="card mt-4 md:mt-6">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-navy-900">
        <Icon name="search" />
        {staffCopy.filters}
        {active > 0 && <span className="rounded-full bg-navy-50 px-2 text-sm font-medium text-navy-800">{staffCopy.filter.active(active)}</span>}
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older Safari staff phones may run */}
      <form
        role="search"
        aria-label={staffCopy.filter.label}
        className="grid gap-4 border-t border-navy-100 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_2fr]"
        onSubmit={(event) => {
          event.preventDefault()
          show({})
        }}
      >
        <FilterField id="filter-status" label={staffCopy.filter.status}>
          <select
            id="filter-status"
            className={`mt-1.5 ${fieldClass}`}
            value={search.status ?? ''}
            onChange={(event) => show({ status: enquiryStatuses.find((status) => status === event.target.value) })}
          >
            <option value="">{staffCopy.filter.all}</option>
            {enquiryStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="filter-service" label={staffCopy.filter.service}>
          <select
            id="filter-service"
            className={`mt-1.5 ${fieldClass}`}
            value={search.service ?? ''}
            onChange={(event) => {
              const value = event.target.value
              show({ service: value === 'none' ? 'none' : serviceIds.find((id) => id === value) })
            }}
          >
            <option value="">{staffCopy.filter.all}</option>
            {serviceIds.map((id) => (
              <option key={id} value={id}>
                {serviceTitles[id]}
              </option>
            ))}
            <option value="none">{staffCopy.filter.noService}</option>
          </select>
        </FilterField>
        <FilterField id="filter-q" label={staffCopy.filter.search} className="sm:col-span-2 lg:col-span-1">
          <div className="mt-1.5 flex gap-2">
            <input
              id="filter-q"
              type="search"
              maxLength={100}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={`${fieldClass} min-w-0 flex-1`}
            />
            <button type="submit" className="btn-navy px-4">
              <Icon name="search" />
              {staffCopy.filter.searchButton}
            </button>
          </div>
        </FilterField>
      </form>
    </details>
  )
}

function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children}
    </div>
  )
}
