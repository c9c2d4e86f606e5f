import type { RefObject } from 'react'
import { categoryIcons } from '../../shared/content/blog.ts'
import { insightPage } from '../../shared/content/insightPage.ts'
import type { Article } from '../../shared/content/types.ts'
import { formatLongDate } from './filterArticles.ts'
import { isPlainClick } from './plainClick.ts'
import { shareInsight } from './shareInsight.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { insightBodies } from 'virtual:insight-bodies'
import { enquiryLabel } from '../../shared/content/enquiryCall.ts'

interface ArticleDetailProps {
  article: Article
  onBack: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

export function ArticleDetail({ article, onBack, headingRef }: ArticleDetailProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A link, so that it leads to the list before this island's code has arrived, or without it. */}
        <a
          href="/blog"
          onClick={(event) => {
            if (!isPlainClick(event)) return
            event.preventDefault()
            onBack()
          }}
          className="inline-flex items-center gap-1.5 font-semibold text-navy-700 link-underline"
        >
          <Icon name="arrow-left" />
          {insightPage.back}
        </a>
        <button
          type="button"
          onClick={() => void shareInsight(article)}
          className="inline-flex min-h-11 items-center rounded-md border border-navy-200 px-4 font-semibold text-navy-700 hover:bg-navy-50"
        >
          {insightPage.share}
        </button>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-50 px-2.5 py-0.5 font-medium text-navy-800">
          <Icon name={categoryIcons[article.category]} />
          {article.category}
        </span>
        <span>
          {insightPage.published} <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        </span>
        {article.dateModified && (
          <span>
            {insightPage.updated} <time dateTime={article.dateModified}>{formatLongDate(article.dateModified)}</time>
          </span>
        )}
        <span>{article.readTime}</span>
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="heading-lg mt-3 text-navy-900 outline-none">
        {article.title}
      </h1>
      <ul className="mt-4 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-parchment px-2.5 py-0.5 text-xs font-medium text-ink">
            {tag}
          </li>
        ))}
      </ul>
      <aside className="mt-6 rounded-xl border-l-4 border-teal bg-teal-light p-5" aria-label={insightPage.outcome}>
        <h2 className="font-semibold text-teal">{insightPage.outcome}</h2>
        <p className="mt-1 text-ink">{article.outcome}</p>
      </aside>
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={article.image.width}
        height={article.image.height}
        className="mt-8 h-auto w-full rounded-xl"
      />
      <div
        className="insight-body mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: made at build time from our own Markdown, with raw HTML escaped (scripts/insightBodies.ts)
        dangerouslySetInnerHTML={{ __html: insightBodies[article.id] ?? '' }}
      />
      <p className="mt-10 border-t border-navy-100 pt-4 text-sm text-ink-soft">{insightPage.disclaimer}</p>
      <aside className="mt-12 rounded-xl bg-navy-900 p-8 text-white" aria-labelledby="support-heading">
        <h2 id="support-heading" className="heading-md">
          {insightPage.support.heading}
        </h2>
        <p className="mt-2 text-navy-100">{insightPage.support.text}</p>
        <a href="/contact" className="btn-primary mt-6">
          {enquiryLabel}
        </a>
      </aside>
    </article>
  )
}
