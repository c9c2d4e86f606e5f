import { showToast } from '../../islandRuntime/showToast.ts'
import { insightPage } from '../../shared/content/insightPage.ts'
import { insightPath } from '../../shared/content/insightSlug.ts'
import type { Article } from '../../shared/content/types.ts'

export async function shareInsight(article: Article) {
  const url = new URL(insightPath(article), location.origin).href
  if ('share' in navigator) {
    try {
      await navigator.share({ title: article.title, url })
      return
    } catch (error) {
      // The visitor closed the sheet; any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    void showToast((toast) => toast.success(insightPage.linkCopied))
  } catch {
    void showToast((toast) => toast.error(insightPage.linkNotCopied))
  }
}
