import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * auth routes; file paths are relative to app/. Dutch addresses without prefix, English
 * under /en (the addresses are also listed in core/session/paths.ts).
 */
export const authRoutes: RouteConfigEntry[] = [
  // the four logins (requirements §2)
  route("login-admin", "routes/auth/login.tsx", { id: "loginAdmin" }),
  route("login-status", "routes/auth/login.tsx", { id: "loginStatus" }),
  route("login-zzp", "routes/auth/login.tsx", { id: "loginZzp" }),
  route("login-boekhouding", "routes/auth/login.tsx", { id: "loginBoekhouding" }),
  route("en/login-admin", "routes/auth/login.tsx", { id: "loginAdminEn" }),
  route("en/login-status", "routes/auth/login.tsx", { id: "loginStatusEn" }),
  route("en/login-zzp", "routes/auth/login.tsx", { id: "loginZzpEn" }),
  route("en/login-boekhouding", "routes/auth/login.tsx", { id: "loginBoekhoudingEn" }),
  // logout
  route("uitloggen", "routes/auth/logout.tsx", { id: "logout" }),
  route("en/logout", "routes/auth/logout.tsx", { id: "logoutEn" }),
  // password self-service
  route("wachtwoord-vergeten", "routes/auth/forgot-password.tsx", { id: "forgotPassword" }),
  route("en/forgot-password", "routes/auth/forgot-password.tsx", { id: "forgotPasswordEn" }),
  route("wachtwoord-herstellen", "routes/auth/reset-password.tsx", { id: "resetPassword" }),
  route("en/reset-password", "routes/auth/reset-password.tsx", { id: "resetPasswordEn" }),
  route("account/wachtwoord", "routes/auth/change-password.tsx", { id: "changePassword" }),
  route("en/account/password", "routes/auth/change-password.tsx", { id: "changePasswordEn" }),
  route("account/tweestapsverificatie", "routes/auth/two-factor.tsx", { id: "twoFactor" }),
  route("en/account/two-step-verification", "routes/auth/two-factor.tsx", { id: "twoFactorEn" }),
  // the no-permission and not-logged-in screens (requirements §2 "Role routes")
  route("geen-toegang", "routes/auth/no-permission.tsx", { id: "noPermission" }),
  route("en/no-permission", "routes/auth/no-permission.tsx", { id: "noPermissionEn" }),
  route("niet-ingelogd", "routes/auth/not-logged-in.tsx", { id: "notLoggedIn" }),
  route("en/not-logged-in", "routes/auth/not-logged-in.tsx", { id: "notLoggedInEn" }),
  // the portal logins for visitors, linked from the footer; a page with the url
  // "inloggen" or "log-in" would be hidden behind these (docs/public-site.md)
  route("inloggen", "routes/auth/login-links.tsx", { id: "loginLinks" }),
  route("en/log-in", "routes/auth/login-links.tsx", { id: "loginLinksEn" }),
];
