import { TIMINGS } from '@app/shared';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { SERVICE_LIST } from '../content/service-list';
import { SITE } from '../content/site-text';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll';
import { ArabicBanner } from './arabic-banner';
import { buttonPrimary, container } from './button-styles';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${
    isActive ? 'text-brand-700' : 'text-ink-800'
  }`;

/**
 * Public header (docs/product.md#header-and-footer): services dropdown, mobile menu, Contact Us, Events, Get Started and
 * the Arabic button. It slides away past 100 px of downward scroll and returns on any upward scroll.
 */
export function SiteHeader() {
  const scrolledAway = useHideOnScroll(TIMINGS.headerHideScrollPx);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [bannerVisible, setBannerVisible] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const dropdownId = useId();
  const menuId = useId();
  const { pathname } = useLocation();

  // Any navigation closes open menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change on purpose
  useEffect(() => {
    setServicesOpen(false);
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!servicesOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setServicesOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const showArabicBanner = () => {
    clearTimeout(bannerTimer.current);
    setBannerVisible(true);
    bannerTimer.current = setTimeout(() => setBannerVisible(false), TIMINGS.arabicBannerMs);
  };

  const hidden = scrolledAway && !menuOpen && !servicesOpen;

  return (
    <>
      <header
        data-hidden={hidden}
        className={`sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur transition-transform duration-300 ${
          hidden ? '-translate-y-full' : 'translate-y-0'
        }`}
      >
        <HydrateInTurn>
          <div className={`${container} flex h-16 items-center justify-between gap-4`}>
            <BrandLogo name={SITE.brand} />

            <nav aria-label={SITE.nav.mainLabel} className="hidden items-center gap-1 lg:flex">
              <NavLink to="/" end className={navLink}>
                {SITE.nav.home}
              </NavLink>
              <NavLink to="/about-details" className={navLink}>
                {SITE.nav.about}
              </NavLink>
              <div ref={dropdownRef} className="relative flex items-center">
                <NavLink to="/services" className={navLink}>
                  {SITE.nav.services}
                </NavLink>
                <button
                  type="button"
                  aria-expanded={servicesOpen}
                  aria-controls={dropdownId}
                  aria-label={`${SITE.nav.services} menu`}
                  onClick={() => setServicesOpen((open) => !open)}
                  className="-ms-2 rounded-full p-1.5 text-ink-800 hover:text-brand-700"
                >
                  <ChevronDown
                    aria-hidden
                    className={`size-4 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
                  />
                </button>
                <HydrateInTurn>
                  <div
                    id={dropdownId}
                    hidden={!servicesOpen}
                    className="absolute start-0 top-full mt-2 w-[34rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
                  >
                    <ul className="grid grid-cols-2 gap-1">
                      {SERVICE_LIST.map((service) => (
                        <li key={service.slug}>
                          <Link
                            to={`/services/${service.slug}`}
                            className="flex items-start gap-3 rounded-xl p-3 hover:bg-brand-50"
                          >
                            <span className="mt-0.5 rounded-lg bg-brand-100 p-2 text-brand-700">
                              <service.icon aria-hidden className="size-4" />
                            </span>
                            <span>
                              <span className="block text-sm font-semibold text-ink-900">
                                {service.title}
                              </span>
                              <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">
                                {service.summary}
                              </span>
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </HydrateInTurn>
              </div>
              <NavLink to="/contact-us" className={navLink}>
                {SITE.nav.contact}
              </NavLink>
              <NavLink to="/events" hrefLang="ar" className={navLink}>
                {SITE.nav.events}
              </NavLink>
            </nav>

            <div className="flex items-center gap-2">
              <button
                type="button"
                lang="ar"
                aria-label={SITE.nav.arabicButtonLabel}
                onClick={showArabicBanner}
                className="rounded-full border border-slate-300 px-3 py-1.5 font-arabic text-sm font-semibold text-ink-900 hover:border-brand-500"
              >
                {SITE.nav.arabicButton}
              </button>
              <Link
                to="/contact-us"
                className="hidden items-center rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-ink-900 transition hover:bg-brand-400 sm:inline-flex"
              >
                {SITE.nav.getStarted}
              </Link>
              <button
                type="button"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? SITE.nav.closeMenu : SITE.nav.openMenu}
                onClick={() => setMenuOpen((open) => !open)}
                className="rounded-full p-2 text-ink-900 hover:bg-slate-100 lg:hidden"
              >
                {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
              </button>
            </div>
          </div>
        </HydrateInTurn>

        <HydrateInTurn>
          <nav
            id={menuId}
            aria-label={SITE.nav.mobileLabel}
            hidden={!menuOpen}
            className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
          >
            <ul className={`${container} flex flex-col gap-1 py-4`}>
              {[
                ['/', SITE.nav.home],
                ['/about-details', SITE.nav.about],
                ['/services', SITE.nav.allServices],
              ].map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to!} end className={({ isActive }) => mobileLink(isActive)}>
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <ul className="ms-4 grid grid-cols-1 gap-1 border-s border-slate-200 ps-3 sm:grid-cols-2">
                  {SERVICE_LIST.map((service) => (
                    <li key={service.slug}>
                      <NavLink
                        to={`/services/${service.slug}`}
                        className={({ isActive }) => mobileLink(isActive, true)}
                      >
                        <service.icon aria-hidden className="size-4 text-brand-700" />
                        {service.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink to="/contact-us" className={({ isActive }) => mobileLink(isActive)}>
                  {SITE.nav.contact}
                </NavLink>
              </li>
              <li>
                <NavLink to="/events" hrefLang="ar" className={({ isActive }) => mobileLink(isActive)}>
                  {SITE.nav.events}
                </NavLink>
              </li>
              <li className="pt-2">
                <Link to="/contact-us" className={`${buttonPrimary} w-full`}>
                  {SITE.nav.getStarted}
                </Link>
              </li>
            </ul>
          </nav>
        </HydrateInTurn>
      </header>
      <ArabicBanner visible={bannerVisible} />
    </>
  );
}

function mobileLink(isActive: boolean, small = false) {
  return `flex items-center gap-2 rounded-xl px-3 ${small ? 'py-2 text-sm' : 'py-3 text-base font-semibold'} ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-900 hover:bg-slate-50'
  }`;
}
