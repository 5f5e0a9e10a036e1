import type { ContentHub } from './content-hub';

export const PRIVACY: ContentHub = {
  path: '/privacy',
  title: 'Privacy: what Ballpark stores and why',
  description:
    'What the game stores about players, guests and account holders, who can see it, what Ballpark does not do, and how to use your data rights.',
  keywords: ['house price game privacy', 'guest play privacy', 'game data protection', 'no tracking game'],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'what-we-store',
      title: 'Everything the software stores about you',
      description:
        'A full list by activity: guest play, party rooms, forum reasons, accounts, game building, brands and rate limits, plus what is never stored.',
      keywords: ['what data is stored', 'personal data list', 'game data collected'],
    },
    {
      slug: 'visitor-token',
      title: 'The visitor token that lets guests play',
      description:
        'The random token your browser keeps so guest games stay together: where it lives, what the server stores, shared devices and clearing it.',
      keywords: ['visitor token', 'guest play without account', 'local storage token'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'cookies',
      title: 'Cookies and local storage',
      description:
        'The two first-party cookies and two local storage keys Ballpark uses, their flags and lifetimes, and why there are no tracking cookies.',
      keywords: ['cookie list', 'first party cookies only', 'no tracking cookies'],
    },
    {
      slug: 'account-security',
      title: 'How accounts and passwords are protected',
      description:
        'Argon2id password hashes, httpOnly login cookies, rate-limited logins, CSRF protection, and the gaps: no reset, no 2FA, no SSO.',
      keywords: ['account security', 'password hashing argon2id', 'login rate limiting'],
    },
    {
      slug: 'sso-passwordless',
      title: 'Single sign-on and passwordless login: not offered',
      description:
        'What SSO, magic links and passkeys are, why organisations want them, and that Ballpark has none: guest play and passwords instead.',
      keywords: ['single sign-on', 'passwordless login', 'passkeys'],
    },
    {
      slug: 'leaderboard-names',
      title: 'Your display name on leaderboards',
      description:
        'Where the name you type appears, how long entries stay, choosing a safe nickname, and who can hide or remove a name.',
      keywords: ['leaderboard name privacy', 'display name', 'nickname safety'],
      play: '/daily-challenge',
    },
    {
      slug: 'guesses-and-scores',
      title: 'Guesses, scores and the prices you have seen',
      description:
        'What each guess stores, who can see it, why share pages hide guesses, and how the record of seen prices decides ranked or practice.',
      keywords: ['game guesses privacy', 'share page no prices', 'ranked or practice'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'party-rooms-data',
      title: 'What is shared in a party room',
      description:
        'Join codes, what other players and the host see, the presenter screen, no chat, and what stays stored after the game ends.',
      keywords: ['party room privacy', 'join code safety', 'multiplayer game data'],
      play: '/party',
    },
    {
      slug: 'brand-sites-data',
      title: 'Privacy on estate agent and publisher sites',
      description:
        "What a brand's admins see of players, what they never receive, and what brands running a site are responsible for.",
      keywords: ['brand site privacy', 'estate agent game data', 'white label privacy'],
    },
    {
      slug: 'creators-data',
      title: 'What game creators see and store',
      description:
        'A creator sees every guess on their homes with player names. What is stored by building a game and how to use that view responsibly.',
      keywords: ['game creator data', 'quiz creator privacy', 'managing player names'],
      play: '/create-game',
    },
    {
      slug: 'rate-limiting',
      title: 'Rate limits and your IP address',
      description:
        'What is counted per visitor, IP address and hashed email, for how long, why shared networks are fine, and what happens when you hit a limit.',
      keywords: ['rate limiting', 'ip address privacy', 'too many requests'],
    },
    {
      slug: 'security-practices',
      title: 'Security built into the software',
      description:
        'Password and token hashing, price secrecy tested across the API, permission checks, abuse controls, and no certifications claimed.',
      keywords: ['game security practices', 'token hashing', 'api security'],
    },
    {
      slug: 'third-parties',
      title: 'Third parties: ads, trackers, maps and hosting',
      description:
        'No ads or trackers. The only optional third party is Google Maps when an operator configures it; photos, email, payments and hosting explained.',
      keywords: ['third party trackers', 'no advertising', 'google maps privacy'],
    },
    {
      slug: 'data-retention',
      title: 'Data retention: there is no schedule',
      description:
        'Ballpark has no retention schedule and deletes no game data automatically. What does expire, what stays, and what you can do about it.',
      keywords: ['data retention policy', 'how long data is kept', 'automatic deletion'],
      play: '/daily-challenge',
    },
    {
      slug: 'gdpr-rights',
      title: 'Your rights under the UK and EU GDPR',
      description:
        'Access, rectification, erasure, restriction, portability and objection as they apply to game data, and how to ask the site operator.',
      keywords: ['gdpr rights', 'uk gdpr subject access request', 'right to erasure'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'ccpa-rights',
      title: 'Your rights under California privacy law',
      description:
        'The CCPA and CPRA rights to know, delete, correct and opt out, whether they apply, and how they relate to what Ballpark stores.',
      keywords: ['ccpa rights', 'cpra privacy rights', 'california consumer privacy'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'parents',
      title: 'A guide for parents and carers',
      description:
        'What a child gives (a display name), what they see, why there is no parental-consent process, and how to choose a safe nickname together.',
      keywords: ['parents guide online game', 'children privacy game', 'kids house price game'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'child-safety',
      title: 'Child safety: contact, content and controls',
      description:
        'No chat or messaging, where other players text appears, the controls adults have, and a recommended set-up for groups of children.',
      keywords: ['child safety online game', 'safeguarding game', 'youth group game safety'],
      play: '/create-game',
    },
    {
      slug: 'contact',
      title: 'Who to contact about your data',
      description:
        'Why the right contact is the site operator, which contact for which question, what to include in a request, and what you can do yourself.',
      keywords: ['privacy contact', 'data request', 'delete my data'],
      play: '/weekly-challenge',
    },
    {
      slug: 'faq',
      title: 'Privacy questions answered',
      description:
        'Names, emails, tracking, cookies, who sees guesses, retention, deletion, SSO, passwords, IP addresses, brands, children and maps.',
      keywords: ['privacy faq', 'game privacy questions', 'data questions'],
      play: '/game/house-prices-game',
      faq: true,
    },
  ],
};
