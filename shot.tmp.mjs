import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const [path, width, height, out, scrollY] = process.argv.slice(2)
const page = await browser.newPage({ viewport: { width: +width, height: +height } })
await page.goto('http://localhost:3456' + path, { waitUntil: 'networkidle' })
if (scrollY) await page.evaluate((y) => window.scrollTo(0, y), +scrollY)
await page.waitForTimeout(300)
await page.screenshot({ path: out })
await browser.close()
