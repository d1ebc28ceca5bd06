import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import LanguageChooser from '../features/language/LanguageChooser.tsx';
import { RequireToken } from './guard.tsx';

// The first screen is in the main bundle; every other screen is fetched when first opened (and the
// screen the page opens on is fetched at start-up, in parallel with the main bundle: see preloadRoute).
const LandingAuth = lazy(() => import('../features/auth/LandingAuth.tsx'));
const MobileLogin = lazy(() => import('../features/auth/MobileLogin.tsx'));
const MobileSignup = lazy(() => import('../features/auth/MobileSignup.tsx'));
const Otp = lazy(() => import('../features/auth/Otp.tsx'));
const SignupWithEmail = lazy(() => import('../features/auth/EmailScreens.tsx').then((m) => ({ default: m.SignupWithEmail })));
const LoginWithEmail = lazy(() => import('../features/auth/EmailScreens.tsx').then((m) => ({ default: m.LoginWithEmail })));
const EmailVerify = lazy(() => import('../features/auth/EmailScreens.tsx').then((m) => ({ default: m.EmailVerify })));
const OldAuth = lazy(() => import('../features/auth/EmailScreens.tsx').then((m) => ({ default: m.OldAuth })));
const ChatScreen = lazy(() => import('../features/chat/ChatScreen.tsx'));
const Home = lazy(() => import('../features/home/Home.tsx'));
const ExploreChats = lazy(() => import('../features/bots/ExploreChats.tsx'));
const ChatHistory = lazy(() => import('../features/history/ChatHistory.tsx'));
const MenuLoggedIn = lazy(() => import('../features/profile/MenuLoggedIn.tsx'));
const EditProfile = lazy(() => import('../features/profile/EditProfile.tsx'));
const GuestMenu = lazy(() => import('../features/profile/GuestMenu.tsx'));
const Legal = lazy(() => import('../features/profile/Legal.tsx'));
const ChangeLanguage = lazy(() => import('../features/language/ChangeLanguage.tsx'));
const MyOrders = lazy(() => import('../features/orders/MyOrders.tsx'));
const OrderDetails = lazy(() => import('../features/orders/OrderDetails.tsx'));
const NotFound = lazy(() => import('../features/errors/NotFound.tsx'));
const DiseaseChat = lazy(() => import('../features/chat/DiseaseChat.tsx'));
const LocalChat = lazy(() => import('../features/chat/LocalChat.tsx'));

const guarded = (element: ReactNode) => <RequireToken>{element}</RequireToken>;

/** Screens by the path that opens them, for fetching the first one before React asks for it. */
const PRELOAD: Record<string, () => Promise<unknown>> = {
  '/landingauth': () => import('../features/auth/LandingAuth.tsx'),
  '/loginwithmobile': () => import('../features/auth/MobileLogin.tsx'),
  '/signupwithmobile': () => import('../features/auth/MobileSignup.tsx'),
  '/otp': () => import('../features/auth/Otp.tsx'),
  '/landingwithoutlogin': () => import('../features/chat/ChatScreen.tsx'),
  '/pragya': () => import('../features/chat/ChatScreen.tsx'),
  '/chathistory': () => import('../features/history/ChatHistory.tsx'),
  '/dehathome': () => import('../features/home/Home.tsx'),
};
export const preloadRoute = (pathname: string) => void PRELOAD[pathname]?.().catch(() => undefined);

export function AppRoutes() {
  return (
    <Suspense fallback={<p className="page page-body center" role="status">…</p>}>
      <Routes>
        {/* Open routes (spec §2) */}
        <Route path="/" element={<LanguageChooser />} />
        <Route path="/login" element={<OldAuth mode="login" />} />
        <Route path="/signup" element={<OldAuth mode="signup" />} />
        <Route path="/landingauth" element={<LandingAuth />} />
        <Route path="/signupwithemail" element={<SignupWithEmail />} />
        <Route path="/loginwithemail" element={<LoginWithEmail />} />
        <Route path="/loginwithmobile" element={<MobileLogin />} />
        <Route path="/signupwithmobile" element={<MobileSignup />} />
        <Route path="/menuwithoutlogin" element={<GuestMenu />} />
        <Route path="/otp" element={<Otp />} />
        <Route path="/emailverify" element={<EmailVerify />} />
        <Route path="/landingwithoutlogin" element={<ChatScreen />} />
        <Route path="/profile/changeLanguage" element={<ChangeLanguage />} />
        <Route path="/explorechats" element={<ExploreChats />} />
        <Route path="/privacy" element={<Legal doc="privacy" />} />
        <Route path="/terms" element={<Legal doc="terms" />} />
        {/* Guarded routes (spec §2) */}
        <Route path="/category" element={guarded(<LocalChat />)} />
        <Route path="/category/new-chat" element={guarded(<LocalChat />)} />
        <Route path="/new-chat" element={guarded(<LocalChat />)} />
        <Route path="/new-chat/soil-test" element={guarded(<ChatScreen topic="soil-test" />)} />
        <Route path="/category/crop-disease" element={guarded(<DiseaseChat />)} />
        <Route path="/pragya/soil-test" element={guarded(<ChatScreen topic="soil-test" />)} />
        <Route path="/pragya" element={guarded(<ChatScreen />)} />
        <Route path="/dehathome" element={guarded(<Home />)} />
        <Route path="/menu" element={guarded(<Home />)} />
        <Route path="/dehaatpragya" element={guarded(<MenuLoggedIn />)} />
        <Route path="/menuLoggedIn" element={guarded(<MenuLoggedIn />)} />
        <Route path="/profile/edit" element={guarded(<EditProfile />)} />
        <Route path="/chathistory" element={guarded(<ChatHistory />)} />
        <Route path="/myorder" element={guarded(<MyOrders />)} />
        <Route path="/orderdetails" element={guarded(<OrderDetails />)} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
