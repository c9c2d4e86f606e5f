import { categoryIcons, insightList } from '../../shared/content/blog.ts'
import { insightPath } from '../../shared/content/insightSlug.ts'
import type { Article } from '../../shared/content/types.ts'
import { formatShortDate } from './filterArticles.ts'
import { isPlainClick } from './plainClick.ts'
import { Icon } from '../../shared/components/Icon.tsx'

/** The id of a card's link, where focus returns when the visitor comes back from the insight. */
export const cardLinkId = (article: Article) => `insight-${article.id}`

const maxTags = 3

/** The whole card is its link (its ::after covers it), so a keyboard or screen reader meets one link, not many. */
export function ArticleCard({ article, first, onOpen }: { article: Article; first: boolean; onOpen: () => void }) {
  const extraTags = article.tags.length - maxTags
  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={article.image.width}
        height={article.image.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[16/9] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-50 px-2.5 py-0.5 font-medium text-navy-800">
            <Icon name={categoryIcons[article.category]} />
            {article.category}
          </span>
          <time dateTime={article.date}>{formatShortDate(article.date)}</time>
          <span>{article.readTime}</span>
        </div>
        <h2 className="mt-3 line-clamp-2 font-serif text-xl font-semibold text-navy-900">{article.title}</h2>
        <p className="mt-2 line-clamp-3 text-ink-soft">{article.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {article.tags.slice(0, maxTags).map((tag) => (
            <li key={tag} className="rounded-full bg-parchment px-2.5 py-0.5 text-xs font-medium text-ink">
              {tag}
            </li>
          ))}
          {extraTags > 0 && <li className="rounded-full bg-brass-50 px-2.5 py-0.5 text-xs font-medium text-brass-700">+{extraTags} more</li>}
        </ul>
        <a
          href={insightPath(article)}
          id={cardLinkId(article)}
          onClick={(event) => {
            if (!isPlainClick(event)) return
            event.preventDefault()
            onOpen()
          }}
          aria-label={insightList.readFullLabel(article.title)}
          className="mt-auto inline-flex items-center gap-1 self-start pt-5 font-semibold text-navy-700 link-underline after:absolute after:inset-0 after:content-empty"
        >
          {insightList.readFull}
          <Icon name="arrow-right" />
        </a>
      </div>
    </article>
  )
}
