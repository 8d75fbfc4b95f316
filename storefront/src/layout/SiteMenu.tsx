import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { Logo, NavLink, NavList, PromoBanner, SiteHeader } from '@bloom/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import HeaderSearch from '../search/HeaderSearch.island.tsx';
import { shop } from '../shop.ts';
import { useMenuLinks } from './headerHooks.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import HeaderMenu from './HeaderMenu.island.tsx';
import HeaderCounts from './HeaderCounts.island.tsx';
import HeaderAccount from './HeaderAccount.island.tsx';

/**
 * The promo banner, the header bar (menu, slide-in panel, search, wishlist, cart, account) of
 * every page. What it shows of the shopper (the counts, the menu's and the account's controls,
 * the search's suggestions) are islands (src/islands/): on a page hydrated in islands the rest of
 * it (the banner, the logo, the links) is the server's HTML alone.
 */
export function SiteMenu() {
  const intl = useIntl();
  const { links } = useMenuLinks();
  return (
    <>
      {/* A named region, so the banner is not content outside every landmark. */}
      <PromoBanner
        role="region"
        aria-label={intl.formatMessage({ id: 'shop.header.promo.label' })}
        action={
          <Link to="/products">
            <FormattedMessage id="shop.header.promo.action" />
          </Link>
        }
      >
        <FormattedMessage id="shop.header.promo.text" />
      </PromoBanner>
      <SiteHeader
        logo={
          <Logo asChild name={shop.name}>
            <Link to="/" />
          </Logo>
        }
        menu={<HeaderMenu />}
        nav={
          <NavList aria-label={intl.formatMessage({ id: 'shop.header.nav.label' })}>
            {links.map((link) => (
              <NavLink asChild key={link.to}>
                <RouterNavLink to={link.to} end={link.to === '/'}>
                  <FormattedMessage id={link.label} />
                </RouterNavLink>
              </NavLink>
            ))}
          </NavList>
        }
        search={<HeaderSearch />}
        actions={<HeaderCounts />}
        account={
          <>
            {/* With the account control: hidden on phones, whose menu panel has it. */}
            <LanguageSwitch />
            <HeaderAccount />
          </>
        }
      />
    </>
  );
}
