import type { RefObject } from 'react'
import { categoryIcons } from '../../content/blog.ts'
import type { Article } from '../../content/types.ts'
import { formatLongDate } from './filterArticles.ts'
import { Icon } from '../../components/Icon.tsx'

interface ArticleDetailProps {
  article: Article
  onBack: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

export function ArticleDetail({ article, onBack, headingRef }: ArticleDetailProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1.5 font-semibold text-navy-700 link-underline">
        <Icon name="arrow-left" />
        Back to Legal Insights
      </button>
      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-50 px-2.5 py-0.5 font-medium text-navy-800">
          <Icon name={categoryIcons[article.category]} />
          {article.category}
        </span>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        <span>{article.readTime}</span>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="heading-lg mt-3 text-navy-900 outline-none">{article.title}</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-parchment px-2.5 py-0.5 text-xs font-medium text-ink">{tag}</li>
        ))}
      </ul>
      <aside className="mt-6 rounded-xl border-l-4 border-teal bg-teal-light p-5" aria-label="Outcome">
        <h3 className="font-semibold text-teal">Outcome</h3>
        <p className="mt-1 text-ink">{article.outcome}</p>
      </aside>
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={article.image.width}
        height={article.image.height}
        className="mt-8 h-auto w-full rounded-xl"
      />
      <div className="mt-8 whitespace-pre-line text-lg text-ink">{article.content}</div>
      <aside className="mt-12 rounded-xl bg-navy-900 p-8 text-white" aria-labelledby="support-heading">
        <h3 id="support-heading" className="heading-md">Need Legal Support?</h3>
        <p className="mt-2 text-navy-100">
          Every situation is different. Tell us about yours in a free, confidential enquiry and one of our team will be in touch.
        </p>
        <a href="/contact" className="btn-primary mt-6">Get Free Legal Enquiry</a>
      </aside>
    </article>
  )
}
