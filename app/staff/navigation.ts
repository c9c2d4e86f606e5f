import { Link, redirect, useNavigate, type LinkComponentProps, type NavigateOptions, type Redirect, type RedirectOptions } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { StaffRouter } from './router.tsx'

/*
 * TanStack Router checks every link against the one router a program registers, and the public
 * site registers its own (app/pages/router.tsx). These are the router's own Link, navigate and
 * redirect, checked against the staff app's routes instead; at run time they use whichever
 * router renders them, which here is the staff app's.
 */

export const StaffLink = Link as <const TTo extends string | undefined = undefined>(props: LinkComponentProps<'a', StaffRouter, string, TTo>) => ReactElement

export type StaffNavigate = <const TTo extends string | undefined>(options: NavigateOptions<StaffRouter, string, TTo>) => Promise<void>

export const useStaffNavigate = useNavigate as () => StaffNavigate

export const staffRedirect = redirect as <const TTo extends string | undefined>(
  options: RedirectOptions<StaffRouter, string, TTo>,
) => Redirect<StaffRouter, string, TTo>
