/**
 * The phone menu's panel on an islands page (islands/parts.tsx): the full shop's MenuPanel with
 * plain links (no router runs there; each is a page load), for a guest. Loaded on demand.
 */
import {
  IconButton,
  MenuIcon,
  NavLink,
  NavList,
  Sheet,
  SheetContent,
  SheetTrigger,
} from '@bloom/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { localeOfPath, localizedPath } from '../i18n/locales.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';

/** One link of the menu: its address in the page's language and its words' id. */
export interface IslandMenuLink {
  href: string;
  label: ShopMessageId;
}

/** Props of {@link IslandMenuPanel}. */
export interface IslandMenuPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  links: readonly IslandMenuLink[];
  loginHref: string;
}

export function IslandMenuPanel({ open, onOpenChange, links, loginHref }: IslandMenuPanelProps) {
  const intl = useIntl();
  const { locale, path } = localeOfPath(location.pathname);
  const other = locale === 'ur' ? 'en' : 'ur';
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'shop.header.openMenu' })}>
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent
        title={intl.formatMessage({ id: 'shop.menu.panel.title' })}
        side="left"
        closeLabel={intl.formatMessage({ id: 'shop.menu.panel.close' })}
      >
        <NavList
          aria-label={intl.formatMessage({ id: 'shop.menu.panel.title' })}
          orientation="vertical"
        >
          {links.map((link) => (
            <NavLink asChild key={link.href}>
              <a href={link.href}>
                <FormattedMessage id={link.label} />
              </a>
            </NavLink>
          ))}
          <NavLink asChild>
            <a href={loginHref}>
              <FormattedMessage id="shop.menu.panel.login" />
            </a>
          </NavLink>
          <NavLink asChild>
            <a
              href={localizedPath(`${path}${location.search}`, other)}
              hrefLang={other}
              lang={other}
            >
              {intl.formatMessage({
                id: other === 'ur' ? 'shop.language.name.ur' : 'shop.language.name.en',
              })}
            </a>
          </NavLink>
        </NavList>
      </SheetContent>
    </Sheet>
  );
}
