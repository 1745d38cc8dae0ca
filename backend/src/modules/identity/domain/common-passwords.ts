/**
 * The common-password list every new password is checked against (DESIGN §10). It is built here, not downloaded:
 * the passwords that top the published breach lists, and the ways people stretch them to a required length
 * (digits, years, "!" after a word; runs and keyboard walks). Entries shorter than the minimum length are left
 * out, because the length rule refuses them first.
 */

/** Words and passwords that head every breach list, lower-cased. */
const COMMON_WORDS = `
password passw0rd p@ssword p@ssw0rd pass pa55word passwort motdepasse contraseña senha secret secret1 letmein
welcome welcome1 hello hello1 iloveyou iloveu lovely loveme love lover loving mylove princess princesa sunshine
shadow master monkey dragon baseball football soccer hockey basketball tennis golf golfer cricket rugby
superman batman spiderman ironman starwars pokemon naruto jordan michael michelle jennifer jessica ashley amanda
andrew charlie daniel thomas robert george joshua matthew anthony william jackson taylor nicole samantha
elizabeth christopher jonathan alexander alexandra victoria maggie ginger pepper buster tigger bailey cookie
chicken cheese banana orange apple summer winter autumn spring freedom trustno1 whatever qwerty azerty qwertz
computer internet google facebook twitter youtube linkedin microsoft windows linux apple123 samsung iphone
android admin administrator root user guest login changeme default test tester testing demo access office
company business manager service support server database oracle system security secure private
football1 baseball1 liverpool chelsea arsenal manchester barcelona realmadrid juventus yankees cowboys lakers
steelers packers eagles patriots redsox dallas boston chicago london paris berlin newyork california texas
america canada mexico brazil england germany france italy spain russia china india japan australia
killer hunter ranger rangers player gamer gaming matrix hacker ninja warrior dragonball phoenix tiger lion
eagle falcon shark wolf bear jaguar panther mustang ferrari porsche mercedes corvette harley yamaha honda
toyota nissan bmw audi ford chevy camaro diamond silver golden gold money dollar bitcoin crypto rich lucky
angel angels blessed jesus jesus1 god christ heaven faith hope grace mommy daddy mother father family
friends friend forever together happy smile sunflower flower rainbow butterfly unicorn kitten kitty puppy
doggy doggie mydog dogs cats horse horses fishing hunting music guitar piano rock metal rockstar superstar
beautiful pretty sweet sweety sweetheart sugar honey babygirl baby babe babyboy cutie cute handsome sexy
hottie hotstuff fuckyou fuckoff asshole bitch pussy dick penis sex sexy69 blowjob naughty
chocolate coffee pizza burger pepsi cocacola beer whiskey vodka tequila
qwerty1 abc123 abcd1234 abcdef abcdefg abcdefgh abcdefghij a1b2c3 a1b2c3d4 aa123456 aaa111 zxcvbn zxcvbnm
asdfgh asdfghjkl asdf1234 qazwsx qazwsxedc 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1xsw2 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 qwe123 qweasd qweasdzxc qwertyui qwertyuiop asdfghjkl zxcvbnm123
letmein1 welcome123 monkey123 dragon123 master123 shadow123 sunshine1 princess1 iloveyou1 trustno1 access14
starwars1 pokemon123 batman123 superman1 football123 baseball123 soccer123 hockey123 michael1 jordan23
charlie1 ashley1 jessica1 jennifer1 nicole1 thomas1 daniel1 hunter2 hunter1 killer1 master1 secret123
computer1 internet1 samsung1 google123 facebook1 youtube1 password1 password12 password123 password1234
mypassword yourpassword newpassword oldpassword thepassword passwordpassword password!
scvscoopers scooper scoopers poop pooper doggo dogpoop petwaste yard backyard santaclarita valencia
`;

/** Runs, repeats and keyboard walks that reach ten characters on their own. */
const SEQUENCES = `
1234567890 12345678901 123456789012 0123456789 01234567890 0987654321 9876543210 09876543210
1122334455 11223344556 1212121212 1231231231 123123123123 1234512345 12345123456 123456123456
1357913579 2468024680 1029384756 1qazxsw23edc 0000000000 1111111111 2222222222 3333333333
4444444444 5555555555 6666666666 7777777777 8888888888 9999999999 00000000000 11111111111
12344321 1234554321 123454321 987654321 9876543210 123qweasdzxc qweasdzxc123 1qa2ws3ed4rf
qwertyuiop123 qwertyuiopasdfghjkl asdfghjkl123 zxcvbnm1234 mnbvcxz123 poiuytrewq lkjhgfdsa
qwertyqwerty asdfasdfasdf qazwsxedcrfv 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i9o0p abcdefghijk
abcdefghijklmnop abc123abc123 abcabcabcabc aaaaaaaaaa abababababab xxxxxxxxxx zzzzzzzzzz
`;

/** What people put after a word to reach a length or a "must contain a digit" rule. */
const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '0',
  '00',
  '01',
  '07',
  '11',
  '13',
  '21',
  '22',
  '23',
  '69',
  '77',
  '88',
  '99',
  '100',
  '111',
  '321',
  '007',
  '!',
  '!!',
  '1!',
  '12!',
  '123!',
  '1234!',
  '@1',
  '@123',
  '#1',
  '123$',
  '!@#',
  '!@#$',
  '.',
  '?',
  '*',
  ...Array.from({ length: 36 }, (_, i) => String(1990 + i)),
];

/** Fewer endings for the doubled and "leet" spellings, which are rarer to begin with. */
const SHORT_SUFFIXES = ['', '1', '12', '123', '1234', '!', '1!'];

const LEET: Array<[RegExp, string]> = [
  [/a/g, '@'],
  [/o/g, '0'],
  [/e/g, '3'],
  [/i/g, '1'],
  [/s/g, '$'],
];

/** The passwords we refuse, lower-cased: length is checked first, so nothing shorter than ten is kept. */
export const COMMON_PASSWORDS: ReadonlySet<string> = buildList(10);

function buildList(minLength: number): Set<string> {
  const words = new Set(COMMON_WORDS.split(/\s+/).filter(Boolean));
  const variants = new Set<string>();
  for (const word of words) {
    variants.add(`${word}${word}`);
    for (const [letter, symbol] of LEET) variants.add(word.replace(letter, symbol));
  }
  const list = new Set<string>();
  const keep = (candidate: string) => candidate.length >= minLength && list.add(candidate);
  for (const word of words) for (const suffix of SUFFIXES) keep(`${word}${suffix}`);
  for (const variant of variants) for (const suffix of SHORT_SUFFIXES) keep(`${variant}${suffix}`);
  for (const sequence of SEQUENCES.split(/\s+/).filter(Boolean)) for (const suffix of ['', '!', '0', '1']) keep(`${sequence}${suffix}`);
  return list;
}
