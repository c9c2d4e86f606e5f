/** Its end holds the first paint (app/pages/routes/__root.tsx): the first frame shows the header and this whole. */
export const firstScreenId = 'first-screen'
