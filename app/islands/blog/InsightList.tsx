import { useEffect, useRef } from 'react'
import { articles, insightList } from '../../shared/content/blog.ts'
import { blogCategories, type Article, type BlogCategory } from '../../shared/content/types.ts'
import { insightCardsId, isCategory } from './servedFilter.ts'
import { ArticleCard } from './ArticleCard.tsx'
import { filterArticles, matchText } from './filterArticles.ts'
import { Icon } from '../../shared/components/Icon.tsx'

interface InsightListProps {
  search: string
  category: BlogCategory
  onSearch: (search: string) => void
  onCategory: (category: BlogCategory) => void
  onOpen: (article: Article) => void
}

const counts = Array.from({ length: articles.length + 1 }, (_, shown) => insightList.count(shown))

/** Every card is in the page, those left out hidden, so the page loader can filter before the code arrives; the island starts from it (servedFilter.ts). */
export function InsightList({ search, category, onSearch, onCategory, onOpen }: InsightListProps) {
  const searchInput = useRef<HTMLInputElement>(null)
  const categorySelect = useRef<HTMLSelectElement>(null)
  const visible = new Set(filterArticles(articles, search, category))

  // A visitor may go on typing while the island hydrates, after it read the search (servedFilter.ts).
  useEffect(() => {
    onSearch(searchInput.current?.value ?? '')
    const chosen = categorySelect.current?.value ?? ''
    if (isCategory(chosen)) onCategory(chosen)
  }, [onSearch, onCategory])

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older Safari many visitors use */}
      <div className="flex flex-col gap-3 md:flex-row" role="search" data-filters={insightCardsId}>
        <label className="relative flex-1">
          <span className="sr-only">{insightList.searchLabel}</span>
          <Icon name="search" className="absolute left-3 top-1/2 -translate-y-1/2 text-ink-soft" />
          <input
            ref={searchInput}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={insightList.searchPlaceholder}
            className="h-12 w-full rounded-md border border-navy-200 bg-white pl-10 pr-3 text-ink placeholder:text-ink-soft"
          />
        </label>
        <label className="md:w-64">
          <span className="sr-only">{insightList.categoryLabel}</span>
          <select
            ref={categorySelect}
            value={category}
            onChange={(event) => isCategory(event.target.value) && onCategory(event.target.value)}
            className="h-12 w-full rounded-md border border-navy-200 bg-white px-3 text-ink"
          >
            {blogCategories.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite" data-counts={JSON.stringify(counts)}>
        {insightList.count(visible.size)}
      </p>
      <ul id={insightCardsId} className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.id} hidden={!visible.has(article)} data-match={matchText(article)} data-category={article.category}>
            <ArticleCard article={article} first={index === 0} onOpen={() => onOpen(article)} />
          </li>
        ))}
      </ul>
      {/* Below the empty list's own top margin: 40 px under the count in all. */}
      <div className="mt-4 rounded-xl bg-parchment p-10 text-center" hidden={visible.size > 0} data-none="">
        <Icon name="search" className="text-4xl text-ink-soft" />
        <h2 className="heading-md mt-3 text-navy-900">{insightList.none.heading}</h2>
        <p className="mt-2 text-ink-soft">{insightList.none.text}</p>
      </div>
    </>
  )
}
