import { firm } from './firm.ts'

/** Every sentence that promises a reply, an action or availability goes through this one switch (decision 0045). */
export const whileFictional = <T>(demonstration: T, firmsOwn: T): T => (firm.fictional ? demonstration : firmsOwn)
