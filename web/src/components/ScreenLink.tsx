/**
 * A link to another screen, drawn only when the role may open that screen: the screen's permission label against the
 * session's, the same filtered routes the sidebar shows (`permission.permitted`, docs/routes.md "Route sets"). A link
 * that would only lead to the "no permission" page is never shown (docs/screens.md "Links to other screens");
 * `otherwise` shows instead (a member's name as plain text, or nothing).
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useStores } from '../stores/index.ts';

/** The screen a link opens: its path without the query. */
const screenOf = (to: string) => to.split(/[?#]/)[0];

/** Whether the role may open the screen of a link (`/memberList/listItem?id=3`): the one check for every such link. */
export function useMayOpen(): (to: string) => boolean {
  const { permission } = useStores();
  return (to) => permission.permitted(screenOf(to));
}

type ScreenLinkProps = Omit<LinkProps, 'to'> & { to: string; otherwise?: ReactNode };

export const ScreenLink = observer(function ScreenLink({ to, otherwise = null, ...link }: ScreenLinkProps) {
  const mayOpen = useMayOpen();
  return mayOpen(to) ? <Link to={to} {...link} /> : otherwise;
});
