import { outboxFlows } from './outboxFlows.ts'

// Not on WebKit: WebKitWebDriver cannot take the browser offline (playwright.config.ts).
outboxFlows('offline')
