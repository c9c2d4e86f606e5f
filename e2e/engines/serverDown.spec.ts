import { outboxFlows } from './outboxFlows.ts'

outboxFlows('server down')
