/**
 * The section that opens each page. Its end holds the first paint (app/pages/routes/__root.tsx):
 * the first frame shows the header and this whole, and waits for nothing after it.
 */
export const firstScreenId = 'first-screen'
