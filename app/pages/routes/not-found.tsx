import { Link } from '@tanstack/react-router'

/** Any address the router does not know (docs/specification.md, "Redirects (full page replace)"). The server answers it with 404. */
export function NotFoundPage() {
  return (
    <section className="page-container section-y text-center">
      {/* React hoists these into <head>; the router's head() has no hook for a global not-found. */}
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error 404</p>
      <h1 className="heading-xl mt-3 text-navy-900">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">Did you forget to add the page to the router?</p>
      <p className="mx-auto mt-2 max-w-prose text-ink-soft">The page you asked for is not here. Everything on our site is a click away from the home page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-navy">
          Go to the home page
        </Link>
        <Link to="/contact" className="btn-primary">
          Free Enquiry
        </Link>
      </div>
    </section>
  )
}
