import { enquiryForm } from '../../shared/content/contact.ts'

export interface FieldProblem {
  id: string
  label: string
}

/** Each problem links to its field (whose message is beside it), announced as it appears. */
export function ErrorSummary({ problems }: { problems: FieldProblem[] }) {
  if (problems.length === 0) return null
  return (
    <div role="alert" className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm sm:col-span-2">
      <p className="font-semibold text-rust">{enquiryForm.errorSummary}</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              className="link-underline font-semibold text-navy-800"
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(problem.id)?.focus()
              }}
            >
              {problem.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
