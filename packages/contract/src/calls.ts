// Every call of the contract by name; routes.ts refers to these type-only.
export { listCountryCodes, listLanguages } from './reference.ts';
export { loginRequestOtp, loginValidateOtp, logout, signupRequestOtp, signupValidateOtp } from './auth.ts';
export { getProfile, updateProfile } from './profile.ts';
export { listBots, listBotsAnonymous } from './bots.ts';
export { chat, chatAnonymous, chatSpeech, createSession, createSessionAnonymous, listConversations, listSessions, rateAnswer, revokeShare, share } from './chat.ts';
export { getWeather } from './weather.ts';
export { getCapabilities } from './assistant.ts';
