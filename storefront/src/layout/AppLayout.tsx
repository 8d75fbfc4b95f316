import { Link, Outlet } from 'react-router-dom';
import { shop } from '../shop.ts';

/** The frame of every page: header with the menu, the page, the footer. */
export function AppLayout() {
  return (
    <>
      <header>
        <Link to="/" aria-label={`${shop.name} home`}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/products">Shop</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>
        <p>
          © {shop.name} · {shop.email} · {shop.phone}
        </p>
      </footer>
    </>
  );
}
