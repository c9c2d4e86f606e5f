import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../../shared/content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'
import { PageHero } from '../../shared/components/PageHero.tsx'
import { icoUrl, privacyPolicy, siteCopyRemoval } from '../../shared/content/privacy.ts'
import { Island } from '../Island.tsx'

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  head: () => pageHead({ path: '/privacy-policy', ...pageMeta.privacy, breadcrumbs: [{ name: 'Privacy Policy', path: '/privacy-policy' }] }),
  component: PrivacyPolicyPage,
})

function Paragraph({ text }: { text: string }) {
  const [before, after] = text.split(icoUrl)
  if (after === undefined) return <p className="mt-3">{text}</p>
  return (
    <p className="mt-3">
      {before}
      <a href={icoUrl} target="_blank" rel="noopener noreferrer" className="link-underline">
        ico.org.uk
      </a>
      {after}
    </p>
  )
}

function PrivacyPolicyPage() {
  return (
    <>
      <PageHero heading={privacyPolicy.heading} text={privacyPolicy.intro} />
      <article className="page-container section-y max-w-3xl text-ink">
        <p className="text-sm text-ink-soft">
          Last updated: <time dateTime={privacyPolicy.lastUpdated}>{privacyPolicy.lastUpdatedDisplay}</time>
        </p>
        <ol className="mt-6 space-y-10">
          {privacyPolicy.sections.map((section, index) => (
            <li key={section.heading}>
              <h2 className="heading-md text-navy-900">{`${index + 1}. ${section.heading}`}</h2>
              {section.body.map((block) =>
                typeof block === 'string' ? (
                  <Paragraph key={block} text={block} />
                ) : (
                  <ul key={block.list[0]} className="mt-3 list-disc space-y-1 pl-6">
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
              {section.heading === siteCopyRemoval.section && <Island name="RemoveSiteCopy" />}
            </li>
          ))}
        </ol>
      </article>
    </>
  )
}
