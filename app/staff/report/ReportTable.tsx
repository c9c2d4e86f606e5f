import type { ReactNode } from 'react'

export interface Column<Row> {
  heading: string
  cell: (row: Row) => ReactNode
  /** Figures line up on the right; names stay on the left. */
  numeric?: boolean
}

/** One table of the report under its heading, narrow enough for a phone held upright. */
export function ReportTable<Row>({
  id,
  heading,
  columns,
  rows,
  rowKey,
}: {
  id: string
  heading: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
}) {
  return (
    <div className="mt-8">
      <h2 id={id} className="heading-md text-navy-900">
        {heading}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls, where a long label makes the table wider than a phone, must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <section aria-labelledby={id} tabIndex={0} className="card mt-3 overflow-x-auto">
        {/* Words break between words only (the page lets long ones break anywhere), figures never. */}
        <table aria-labelledby={id} className="w-full border-collapse text-sm [overflow-wrap:normal] sm:text-base">
          <thead>
            <tr className="border-b-2 border-navy-100 text-left align-bottom">
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className={`px-1.5 py-2 font-semibold text-navy-900 first:pl-4 last:pr-4 sm:px-3 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-navy-100 last:border-0">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.heading} scope="row" className="py-2 pl-4 pr-1.5 text-left font-medium sm:pr-3">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.heading} className={`px-1.5 py-2 last:pr-4 sm:px-3 ${column.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
