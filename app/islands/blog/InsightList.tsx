import { useEffect, useRef } from 'react'
import { articles, insightList } from '../../shared/content/blog.ts'
import { blogCategories, type Article, type BlogCategory } from '../../shared/content/types.ts'
import { ArticleCard } from './ArticleCard.tsx'
import { filterArticles } from './filterArticles.ts'
import { Icon } from '../../shared/components/Icon.tsx'

const isCategory = (value: string): value is BlogCategory => (blogCategories as readonly string[]).includes(value)

interface InsightListProps {
  search: string
  category: BlogCategory
  onSearch: (search: string) => void
  onCategory: (category: BlogCategory) => void
  onOpen: (article: Article) => void
}

/** The search, the category filter and the cards they leave (docs/specification.md, "Validation rules"). */
export function InsightList({ search, category, onSearch, onCategory, onOpen }: InsightListProps) {
  const searchInput = useRef<HTMLInputElement>(null)
  const categorySelect = useRef<HTMLSelectElement>(null)
  const visible = filterArticles(articles, search, category)

  // A visitor may search or choose a category before this island's code has arrived: the page
  // still shows what they typed or chose, and the list follows it once the code is here.
  useEffect(() => {
    onSearch(searchInput.current?.value ?? '')
    const chosen = categorySelect.current?.value ?? ''
    if (isCategory(chosen)) onCategory(chosen)
  }, [onSearch, onCategory])

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the older Safari many visitors use */}
      <div className="flex flex-col gap-3 md:flex-row" role="search">
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
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        {insightList.count(visible.length)}
      </p>
      {visible.length > 0 ? (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} first={index === 0} onOpen={() => onOpen(article)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-10 rounded-xl bg-parchment p-10 text-center">
          <Icon name="search" className="text-4xl text-ink-soft" />
          <h2 className="heading-md mt-3 text-navy-900">{insightList.none.heading}</h2>
          <p className="mt-2 text-ink-soft">{insightList.none.text}</p>
        </div>
      )}
    </>
  )
}
