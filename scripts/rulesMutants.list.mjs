/**
 * The mutants of scripts/rulesMutants.mjs: each takes one check of firestore.rules out (the attack of
 * issue 29 or of the moderation model it guards, docs/security.md), and names the rules test that must
 * then fail. `find` must occur exactly once in firestore.rules: when it no longer does, the check was
 * rewritten and its mutant must be too. `test` is a test file of tests/rules/firestore and `name` a
 * plain part of the test names to run there (vitest -t, matched literally).
 */

/** @typedef {{ name: string, find: string, replace: string, test: string, names: string }} Mutant */

/** @type {Mutant[]} */
export const mutants = [
  {
    name: 'names: any characters (no allow-list)',
    find: '\n          && value.matches(namePattern())',
    replace: '',
    test: 'names',
    names: 'and takes the same write with a plain name',
  },
  {
    // No mixing check of its own: Latin may not meet Cyrillic or Greek because neither is allowed.
    name: 'names: Cyrillic letters allowed',
    find: String.raw`\\x{F8}-\\x{FF}`,
    replace: String.raw`\\x{F8}-\\x{FF}\\x{400}-\\x{4FF}`,
    test: 'names',
    names: 'Cyrillic',
  },
  {
    name: 'names: Greek letters allowed',
    find: String.raw`\\x{F8}-\\x{FF}`,
    replace: String.raw`\\x{F8}-\\x{FF}\\x{391}-\\x{3A9}\\x{3B1}-\\x{3C9}`,
    test: 'names',
    names: 'Greek',
  },
  {
    name: 'likes: a like without its stamp',
    find: "countMoves(1) && stampedOn(postId, 'likeAt')",
    replace: 'countMoves(1)',
    test: 'likes',
    names: 'a like or unlike is paced',
  },
  {
    name: 'likes: an unlike without its stamp',
    find: "countMoves(-1)\n          && stampedOn(postId, 'likeAt')",
    replace: 'countMoves(-1)',
    test: 'likes',
    names: 'a like or unlike is paced',
  },
  {
    name: 'likes: no interval between stamps',
    find: 'function likeIntervalSeconds() { return 1; }',
    replace: 'function likeIntervalSeconds() { return 0; }',
    test: 'likes',
    names: 'a like or unlike is paced',
  },
  {
    name: 'comments: a comment without its stamp',
    find: "\n          && stampedOn(postId, 'commentAt');",
    replace: ';',
    test: 'rateLimits',
    names: 'a comment without its throttle stamp is refused',
  },
  {
    name: 'comments: no interval between stamps',
    find: 'function commentIntervalSeconds() { return 2; }',
    replace: 'function commentIntervalSeconds() { return 0; }',
    test: 'rateLimits',
    names: 'a second comment on the same post within 2 s is refused',
  },
  {
    name: "throttles: a post's stamps written by another member",
    find: 'match /posts/{postId} {\n        allow get: if signedIn() && request.auth.uid == uid;\n        allow list: if false;\n        allow create, update: if signedIn() && request.auth.uid == uid',
    replace:
      'match /posts/{postId} {\n        allow get: if signedIn() && request.auth.uid == uid;\n        allow list: if false;\n        allow create, update: if signedIn()',
    test: 'rateLimits',
    names: "a post's like and comment stamps",
  },
  {
    name: "throttles: a post's stamps turned back",
    find: "&& stampedAt('commentAt') && stampedAt('likeAt');",
    replace: ';',
    test: 'rateLimits',
    names: "a post's like and comment stamps",
  },
  {
    name: 'throttles: the old like and comment stamps changed (a like stamp there, unpaced)',
    find: "\n        && !request.resource.data.diff(resource == null ? {} : resource.data).affectedKeys()\n          .hasAny(['commentAt', 'commentOn', 'likeAt', 'likeOn'])",
    replace: '',
    test: 'rateLimits',
    names: 'old like and comment stamps',
  },
  {
    name: 'post edits: without their stamp',
    find: "\n          && stampedNow('editAt', 'editOn', postId)\n",
    replace: '\n',
    test: 'postEditing',
    names: 'an edit is paced',
  },
  {
    name: 'post edits: no interval between stamps',
    find: 'function editIntervalSeconds() { return 2; }',
    replace: 'function editIntervalSeconds() { return 0; }',
    test: 'postEditing',
    names: 'an edit is paced',
  },
  {
    name: 'comment edits: without their stamp',
    find: "\n          && stampedNow('editAt', 'editOn', postId + '/' + commentId)",
    replace: '',
    test: 'comments',
    names: 'an edit is paced',
  },
  {
    name: 'profiles: listed (a member directory)',
    find: 'no member directory.\n      allow list: if false;',
    replace: 'no member directory.\n      allow list: if true;',
    test: 'profiles',
    names: 'no member directory',
  },
  {
    name: 'reports: a tally read by members',
    find: 'allow get: if moderator();',
    replace: 'allow get: if signedIn();',
    test: 'reports',
    names: 'only moderators read and list the tallies',
  },
  {
    name: 'reports: tallies listed by members',
    find: 'allow get: if moderator();\n      allow list: if moderator()',
    replace: 'allow get: if moderator();\n      allow list: if signedIn()',
    test: 'reports',
    names: 'only moderators read and list the tallies',
  },
  {
    name: "reports: a member's report read by others",
    find: 'allow get: if signedIn() && (request.auth.uid == uid || moderator());',
    replace: 'allow get: if signedIn();',
    test: 'reports',
    names: 'only moderators read and list the tallies',
  },
  {
    name: 'reports: a second report by one member counted again',
    find: '(exists(reportByPath()) ? 0 : 1)',
    replace: '1',
    test: 'reports',
    names: 'a second report by the same member',
  },
  {
    name: 'reports: a tally deleted by any member',
    find: "(dismissReports): the item's reports are cleared, the item stays.\n      allow delete: if moderator();",
    replace:
      "(dismissReports): the item's reports are cleared, the item stays.\n      allow delete: if signedIn();",
    test: 'reports',
    names: 'only a moderator clears',
  },
  {
    name: "reports: a member's report deleted by any member",
    find: '== request.time;\n        allow delete: if moderator();',
    replace: '== request.time;\n        allow delete: if signedIn();',
    test: 'reports',
    names: 'only a moderator clears',
  },
  {
    name: "reports: a report's first time moved or forged",
    find: "\n          && request.resource.data.firstAt == (resource == null ? request.time\n            : resource.data.get('firstAt', resource.data.createdAt))",
    replace: '',
    test: 'reports',
    names: 'firstAt is the server time',
  },
  {
    name: 'reports: a report from before firstAt takes any first time',
    find: "resource.data.get('firstAt', resource.data.createdAt))",
    replace: "resource.data.get('firstAt', request.time))",
    test: 'reports',
    names: 'firstAt of a report from before',
  },
  {
    name: "blocks: a member's block read by others",
    find: 'match /blocks/{blocked} {\n        allow get: if signedIn() && request.auth.uid == uid;',
    replace: 'match /blocks/{blocked} {\n        allow get: if signedIn();',
    test: 'blocks',
    names: "no one else reads or lists a member's blocks",
  },
  {
    name: "blocks: a member's blocks listed by others",
    find: 'allow list: if signedIn() && request.auth.uid == uid && limitedTo(maxBlocksListed());',
    replace: 'allow list: if signedIn() && limitedTo(maxBlocksListed());',
    test: 'blocks',
    names: "no one else reads or lists a member's blocks",
  },
  {
    name: "blocks: written into another member's list",
    find: 'allow create: if signedIn() && request.auth.uid == uid && blocked != uid',
    replace: 'allow create: if signedIn() && blocked != uid',
    test: 'blocks',
    names: "writing or deleting another member's blocks",
  },
  {
    name: 'moderation: any member writes `hidden`',
    find: "return moderator() && changedKeys().hasOnly(['hidden'])",
    replace: "return signedIn() && changedKeys().hasOnly(['hidden'])",
    test: 'moderation',
    names: 'a moderator hides and restores',
  },
  {
    name: 'moderation: a new post written hidden',
    find: '\n          && post.hidden == false',
    replace: '',
    test: 'moderation',
    names: 'new posts and comments are written not hidden',
  },
  {
    name: 'moderation: a new comment written hidden',
    find: '\n            && comment.hidden == false',
    replace: '',
    test: 'moderation',
    names: 'new posts and comments are written not hidden',
  },
  {
    name: 'moderation: a hidden item read by others',
    find: "return data.get('hidden', false) == false",
    replace: 'return true',
    test: 'moderation',
    names: 'is read by its author and moderators',
  },
  {
    name: 'moderation: lists for others may hold hidden items',
    find: 'return resource.data.hidden == false',
    replace: 'return true',
    test: 'moderation',
    names: 'for hidden == false',
  },
  {
    name: 'activity: the list may hold hidden comments',
    find: '&& resource.data.hidden == false && limitedTo(maxActivityListed())',
    replace: '&& limitedTo(maxActivityListed())',
    test: 'activity',
    names: 'a member lists the comments that notify them',
  },
];
