import type { FaqTopic } from '../knowledge';

/** What a visitor's message is about: the FAQ's topics plus what only the guide answers. */
export type GuideTopic = FaqTopic | 'add-on' | 'greeting' | 'thanks' | 'who-are-you';

// Checked in this order; the first few that match are answered, so the more specific come first.
const PATTERNS: Array<[GuideTopic, RegExp]> = [
  [
    'cancel',
    /\bcancel|\bterminate (?:my )?(?:service|plan|subscription)|\bstop (?:my |the )?(?:service|plan|subscription)|\bend (?:my |the )?(?:service|plan|subscription)|\bquit (?:the )?service/,
  ],
  ['contracts', /\bcontracts?\b|\blocked in\b|\block me in\b|\bcommit(?:ment)?\b(?! discount)|\bobligat|\bminimum term/],
  [
    'first-visit',
    /\b(?:after|once|when) (?:i|we) (?:sign(?:ed)? up|book(?:ed)?|subscribe[d]?|pay|paid|order(?:ed)?|check(?:ed)? out)\b|\bfirst (?:visit|cleanup|clean-?up|service|appointment|time you come)|\bwhat happens (?:next|after|first|then)|\bhow (?:does|do) (?:it|this|things) work\b|\bhow soon can you (?:start|come)|\bhow fast can you start/,
  ],
  [
    'changes',
    /\breschedul|\bskip (?:a |one |my |the )?(?:visit|week|service)|\bpause|\bvacation|\bholiday|\bout of town|\baway (?:for|on)\b|\bchange (?:my |the |our )?(?:day|plan|service|schedule|frequency)|\bmove (?:my |the )?(?:day|visit|service)|\bswitch (?:my |to (?:a |the )?)?(?:plan|weekly|monthly|twice)|\bupgrade|\bdowngrade/,
  ],
  [
    'booking',
    /\bbook(?:ing)?\b|\bsign(?:ing)?[\s-]?(?:me )?up\b|\bget(?:ting)? started\b|\bstart (?:my |the |a )?(?:service|plan|subscription)\b|\bready to (?:start|go|buy|order|sign)|\bhow (?:do|can) i (?:order|subscribe|buy|purchase|hire you)|\bsubscribe\b|\bi want (?:to (?:sign|order|buy|start|get)|service|weekly|monthly|it)\b|\bi'?ll take it\b|\bwhere do i sign\b|\bschedule (?:a|my|the first|service)|\bhire you\b/,
  ],
  ['setup-fee', /\bset[\s-]?up fee|\bsetup\b|\binitial fee|\bstart[\s-]?up fee|\bactivation fee|\bhidden fees?/],
  [
    'prepay',
    /\bpre[\s-]?pa(?:y|id)|\b(?:3|three)[\s-]?months?\b|\bpay (?:ahead|upfront|up front|in advance)|\bcommitment discount|\b15 ?%|\bdeals?\b|\bspecials?\b|\bany offers?\b/,
  ],
  ['discount-code', /\bdiscount|\bcoupon|\bpromo|\b(?:discount|promo|coupon) code/],
  [
    'bin-only',
    /\b(?:no|zero|0) (?:dogs?|pets?)\b|\b(?:don'?t|do not|dont) (?:have|own) (?:a |any )?(?:dogs?|pets?)|\bwithout (?:a )?dogs?|\bjust (?:the |my )?(?:trash|bins?|garbage|cans?)\b|\bonly (?:the |my )?(?:trash|bins?|garbage|cans?)\b|\bbins? only\b/,
  ],
  ['add-ons', /\badd[\s-]?ons?\b|\bextras?\b|\badditional services?\b|\boptions?\b|\bupsells?\b/],
  [
    'add-on',
    /\bdeodori[sz]|\bodou?r|\bsmell|\bstink|\boff[\s-]?site|\bhaul (?:it |the (?:waste|poop) )?away|\bkey\/lock|\block service|\bkey service|\btrash bin service|\bbin (?:service|clean)|\b(?:trash|garbage) (?:bins?|cans?)\b|\bbins?\b|\broll[\s-]?out|\btake[\s-]?out\b|\bbring[\s-]?in\b|\bto the curb/,
  ],
  [
    'aggressive-dogs',
    /\baggressive|\bbites?\b|\bbiting|\breactive|\bprotective|\bmean (?:dog|pup)|\bguard dog|\bdangerous dog|\b(?:dogs?|pups?|puppy|they|he|she)\b(?: \w+){0,3} (?:inside|outside|indoors|in the house|loose|locked up|put away|in the yard)\b|\bkeep (?:my |the |our )?(?:dogs?|pups?|puppy) (?:in|inside|out)|\blet (?:my |the |our )?(?:dogs?|pups?) out|\bfriendly dogs?|\bscared of dogs/,
  ],
  [
    'be-home',
    /\b(?:be|being|stay) (?:at )?home\b|\bneed to be (?:there|home|present)|\bwhile i'?m (?:at work|away|out|not home)|\blet you in\b|\bhow do you get in\b|\bgate\b|\baccess (?:to )?the (?:yard|backyard)/,
  ],
  [
    'guarantee',
    /\bguarantee|\bsatisf|\bnot happy|\bunhappy|\bmiss(?:ed)? (?:a |some |any )?(?:spot|spots|poop|piles?)|\bdid(?:n'?t| not) (?:do|pick|clean|get)|\bredo\b|\bre-?clean|\bcomplain|\brefund|\bnot (?:clean|done) (?:right|properly|well)/,
  ],
  [
    'hours',
    /\bhours\b|\bare you open|\bopen (?:today|now|on|tomorrow)|\bwhen (?:are you|is your office)|\bclosed\b|\bweekends?\b|\bsaturdays?\b|\bsundays?\b|\bwhat time (?:do you|are you)|\boffice\b|\bbusiness hours/,
  ],
  [
    'service-day',
    /\bwhat day|\bwhich day|\bservice day|\bsame day each|\bwhat time (?:will|would|do) you (?:come|arrive|show)|\bwhen (?:will|would|do) you (?:come|arrive|show up)\b/,
  ],
  ['photos', /\bphotos?\b|\bpictures?\b|\bproof\b|\breports?\b|\bnotif|\balerts?\b|\bhow (?:do|will|would) i know (?:you|that you)/],
  [
    'payment',
    /\bhow (?:do|can|will) i pay\b|\bpay(?:ment)? (?:by|with|options?|methods?)|\bcredit card|\bdebit card|\bcash\b|\bcheck\b|\bvenmo|\bzelle|\bpaypal|\binvoice|\bbilled\b|\bbilling\b|\bwhen (?:do|will) (?:i|you) (?:get )?(?:pay|charge|bill)/,
  ],
  [
    'contact',
    /\bphone number|\bcall you|\bemail|\be-mail|\bcontact|\btalk to (?:a |someone|somebody|a real|an actual|a human|a person)|\b(?:real|actual) person|\bhuman\b|\breach (?:you|someone)|\bspeak (?:to|with)/,
  ],
  [
    'eco',
    /\beco|\benvironment|\bgreen\b|\bwhere does (?:the |it |all the )?(?:waste|poop|it) go|\bwhere do you (?:put|take|dump|leave)|\bwhat do you do with (?:the |it|all)|\bdispose of|\bcompost|\blandfill/,
  ],
  [
    'safety',
    /\bsaniti[sz]|\bdisinfect|\bclean (?:your )?(?:tools|equipment)|\bgerms?\b|\bparvo|\bgiardia|\bdiseases?\b|\bhygien|\bsafe for (?:my |the )?(?:pets|dogs|kids|children|family)|\bchemicals?\b/,
  ],
  [
    'about',
    /\bhow long have you|\bsince when|\bexperience\b|\bestablished|\babout (?:you|your (?:company|business))|\blocal(?:ly)? owned|\bare you (?:local|insured|licensed)|\bwho (?:are you|is behind)/,
  ],
  ['who-are-you', /\bare you (?:a |an )?(?:bot|robot|ai|real|human|person|computer)|\bam i (?:talking|chatting) (?:to|with)/],
  ['services', /\bwhat (?:services|do you (?:do|offer))|\bservices do you|\bwhat do you guys do|\bwhat is (?:this|scv)|\bwhat kind of (?:service|services)/],
  [
    'service-area',
    /\bdo you (?:serve|service|cover|come to|go to|work in|operate in)\b|\bservice area|\bserve (?:my|our|the) (?:area|zip|town|city|neighborhood)|\bin my area|\bmy (?:zip|area|neighborhood)|\bzip\b|\bzip ?code|\bwhere (?:do you (?:serve|work|operate|go)|are you (?:located|based))|\bwhat areas?|\bwhich areas?|\blocations?\b|\bnear me\b|\bout to\b/,
  ],
  [
    'pricing',
    /\bhow much|\bprices?\b|\bpricing|\bcosts?\b|\bcharge\b|\brates?\b|\bquote\b|\bestimate|\$|\bexpensive|\bcheap|\bafford|\bper month|\bper visit|\bbudget/,
  ],
  ['greeting', /^(?:hi+|hello|hey+|howdy|hiya|yo|good (?:morning|afternoon|evening))\b/],
  ['thanks', /\bthank|\bthanks|\bthx\b|\bty\b|\bappreciate|\bperfect\b|\bgreat,? thanks|\bthat helps/],
];

/** The topics of one message, most specific first. */
export function topicsOf(normalisedText: string): GuideTopic[] {
  return PATTERNS.filter(([, pattern]) => pattern.test(normalisedText)).map(([topic]) => topic);
}
