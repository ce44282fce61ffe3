import { serviceCategoriesWithDrafts as serviceCategories } from '../catalog-with-drafts.ts'
import { allSolutionEntries as solutionEntries } from '../solution-links.ts'
import { figureNames, figureWords, heroSlideWords } from './shared.ts'
import type { ScreenWords } from './words.ts'

const categoryNames = Object.fromEntries(serviceCategories.map((category) => [category.key, category.name]))
const solutionNames = Object.fromEntries(solutionEntries.map((entry) => [entry.key, entry.name]))

const FACTS_HELP =
  'Words in braces are filled in by the site: {projects} (projects delivered), {foundingYear}, {companyName}. Keep the braces.'

export const home: ScreenWords = {
  label: 'Home page',
  group: 'Pages',
  fields: {
    ...heroSlideWords,
    badges: { label: 'Name of the badge list', description: 'Read by screen readers before the badges.' },
    heroSlides: {
      label: 'Banner slides',
      item: 'Slide',
      description: 'Shown in this order at the top of the page.',
    },
    sections: { label: 'Section headings', description: FACTS_HELP },
    solutionsWeDeliver: 'Solutions we deliver (service areas)',
    deliveringExcellence: 'Delivering excellence (figures)',
    solutions: 'Solutions',
    whyChooseUs: 'Why choose us',
    cta: 'Closing invitation',
    differentiators: {
      label: 'Reasons to choose us',
      description: 'Shown as three scrolling columns.',
      item: 'Reason',
    },
    description: 'Text',
    solutionHighlights: {
      label: 'Solution cards',
      description: 'What each solution’s card adds: three features and a figure from the firm’s record.',
    },
    'solutionHighlights.id': { label: 'Solution', optionLabels: solutionNames },
    features: 'Features',
    figure: { label: 'Figure' },
    stat: figureWords('Figure', 'One of the firm’s figures, so the card always shows the current value.'),
    label: { label: 'Label', description: 'Leave empty to use the figure’s own label.' },
    certified: 'Word on each certification badge',
    reasonsMotion: 'Name of the scrolling reasons (for the pause button)',
    clientsMotion: 'Name of the scrolling client logos (for the pause button)',
    clientRows: {
      label: 'Names of the two logo rows',
      description: 'Read by screen readers.',
      item: 'Row name',
    },
  },
}

export const about: ScreenWords = {
  label: 'About page',
  group: 'Pages',
  fields: {
    eyebrow: { label: 'Line above the heading' },
    badges: { label: 'Name of the badge list', description: 'Read by screen readers before the badges.' },
    missionAndVision: 'Mission and vision',
    cta: 'Closing invitation',
    coreValues: {
      label: 'Core values',
      description: 'Each backed by one of the firm’s figures.',
    },
    description: 'Text',
    statId: figureWords('Figure', 'The firm’s figure shown with the value.'),
    heroStatIds: {
      label: 'Figures at the top of the page',
      description: 'Different figures from the firm’s record.',
      optionLabels: figureNames,
      item: 'Figure',
    },
    rotatingClientMarks: {
      label: 'Clients in the logo rotation',
      description:
        'Short marks, as written under Client organizations (such as USDA), in the order they rotate.',
      item: 'Short mark',
    },
    sectorSummaries: {
      label: 'What we do for each sector',
      description: 'Shown beside the client in focus, by its sector.',
    },
    federal: 'Federal',
    stateAndLocal: 'State and local',
    higherEducation: 'Higher education',
    testimonials: 'Name of the testimonials',
    clientsInFocus: 'Name of the logo rotation',
    inFocus: 'Label of the client in focus',
    'labels.clients': 'Name of the client list',
    testimonialsMotion: 'What the testimonials are called, after Pause or Play',
    spotlightMotion: 'What the client rotation is called, after Pause or Play',
    testimonialOf: 'Read out when a visitor picks a testimonial ({number} is its place, {count} how many)',
    expertise: 'Words after a leader’s name on their skill list',
    connect: { label: 'LinkedIn link', description: 'The words before and after the leader’s name.' },
    before: 'Before the name',
    after: 'After the name',
  },
}

export const corporateCapabilityPage: ScreenWords = {
  label: 'Corporate Capability page',
  group: 'Pages',
  fields: {
    badges: { label: 'Name of the badge list', description: 'Read by screen readers before the badges.' },
    sections: {
      label: 'Section headings',
      description: 'The capability statement PDF repeats several of these headings.',
    },
    whoWeAre: 'Who we are',
    naics: 'NAICS codes',
    services: 'Service areas',
    contractVehicles: 'Contract vehicles',
    contact: 'Contact information',
    download: 'Download the PDF',
  },
}

export const contactPage: ScreenWords = {
  label: 'Contact page',
  group: 'Pages',
  fields: {
    consultation: 'Consultation form',
    details: 'Contact information',
    trust: 'Trust and compliance',
    trustPoints: {
      label: 'Trust and compliance points',
      description: '{womanOwned} is filled in with the firm’s credential.',
    },
    icon: 'Icon',
    text: 'Text',
  },
}

export const servicesPage: ScreenWords = {
  label: 'Services page',
  group: 'Pages',
  fields: {
    stats: 'Figures',
    areas: 'Service areas',
    certifications: 'Certifications',
    cta: 'Closing invitation',
    serviceHighlights: {
      label: 'Service area cards',
      description: 'Two highlights for each service area’s card, one entry per area.',
    },
    categoryId: { label: 'Service area', optionLabels: categoryNames },
    highlights: 'Highlights',
  },
}

export const solutionsPage: ScreenWords = {
  label: 'Solutions page',
  group: 'Pages',
  fields: {
    list: 'List of solutions',
  },
}

export const thankYouPage: ScreenWords = {
  label: 'Thank-you page',
  group: 'Pages',
  fields: {
    hero: { label: 'Heading and paragraph' },
    sooner: { label: 'Need us sooner?' },
    seo: { label: 'Search engines and browser tab', description: '{companyName} is filled in by the site.' },
    description: 'Description',
    call: 'Before the phone number',
    orEmail: 'Between the phone number and the e-mail address',
    mention: 'After the e-mail address',
  },
}

export const flipCardsPage: ScreenWords = {
  label: 'Capabilities page',
  group: 'Pages',
  fields: {
    section: 'Cards section',
    actions: 'Buttons',
    consultation: 'Consultation button',
    card: { label: 'Words on the cards' },
    backToOverview: 'Button on the back of a card',
    backOf: {
      label: 'Word after it for screen readers',
      description: 'Read as “Back to overview of Cloud Services”.',
    },
    allTags: 'Name of the tag list',
    announce: {
      label: 'Announcements when a card turns',
      description: 'Read by screen readers after the card’s name.',
    },
    details: 'When the back is shown',
    overview: 'When the front is shown',
  },
}

export const detailPages: ScreenWords = {
  label: 'Words of every category, service and solution page',
  group: 'Pages',
  fields: {
    numberWords: {
      label: 'Numbers in words',
      description: 'Three to Eight, used in headings such as “Our Five-Step Framework”.',
      item: 'Number',
    },
    category: {
      label: 'Category pages',
      description:
        'Words in braces are filled in: {name} (the category’s name), {steps} and {reasons} (their numbers in words).',
    },
    statsTitle: 'Heading of the figures',
    covers: 'What the category covers',
    flipCardsLink: 'Link to the capabilities page',
    companionsTitle: 'Heading of related services',
    framework: 'Framework',
    reasons: 'Why choose us',
    titleForEight: 'Heading when there are eight reasons',
    advantages: 'Advantages',
    enquiryEyebrow: 'Line above the enquiry form',
    cta: 'Closing invitation',
    directContact: 'Direct contact',
    service: {
      label: 'Service pages',
      description:
        'Words in braces are filled in: {name} (the service’s name), {categoryName} (its category’s).',
    },
    eyebrow: { label: 'Line above the heading' },
    allInCategory: 'Link back to the category',
    contexts: 'Who we serve',
    approach: 'Approach',
    related: 'Related services',
    solution: { label: 'Solution pages', description: '{name} is filled in with the solution’s name.' },
    allSolutions: 'Link back to all solutions',
    glance: 'At a glance',
    problem: 'The problem',
    how: 'How it works',
    outcomes: 'Outcomes',
    'solution.services': 'Services behind it',
  },
}

export const siteWords: ScreenWords = {
  label: 'Header, footer and buttons',
  group: 'Whole site',
  fields: {
    actions: { label: 'Buttons of the header and error pages', description: 'Also used on other pages.' },
    status: { label: 'Messages', description: 'Shown while something happens, or read by screen readers.' },
    header: {
      label: 'Header',
      description:
        'Mostly read by screen readers. In the home link’s name, {companyName} is filled in by the site.',
    },
    menuSuffix: 'Word after a menu’s name (“Services menu”)',
    skipToContent: 'Link to skip past the header (shown when reached by the Tab key)',
    nav: { label: 'Main menu', description: 'The names of the pages in the main menu.' },
    footer: {
      label: 'Footer',
      description: 'In the LinkedIn link’s name, {companyName} is filled in by the site.',
    },
    'footer.about': 'About the firm',
    columns: 'Column headings',
    quickLinks: 'Quick links',
    resources: 'Resources',
    linkedIn: 'Name of the LinkedIn link',
    rightsReserved: 'After the copyright',
    siteInformation: 'Name of the footer for screen readers',
    errorView: { label: 'When a page cannot be shown', description: 'Shown instead of a page that failed.' },
    lead: 'Paragraph',
    unknownError: 'When the problem has no description of its own',
    notFound: { label: 'Page not found' },
    searchButton: 'Search button in the header',
    footerSiteLinks: { label: 'Footer links to the site’s own pages' },
    accessibility: 'Accessibility statement',
    siteIndex: 'Site index',
    privacyLinks: { label: 'Links to the privacy notice' },
    underForms: 'Under the forms',
    'privacyLinks.footer': 'In the footer',
    controls: {
      label: 'Carousel and notification controls',
      description:
        'Read by screen readers. In “Previous” and “Next”, {noun} is what moves (the slide or testimonial words below); in a dot’s name, {Noun} is that word capitalized, {number} its place and {name} its title.',
    },
    previous: 'Previous button',
    next: 'Next button',
    item: 'Name of each dot',
    pause: 'Pause button (before what moves)',
    play: 'Play button (before what moves)',
    slide: 'What a banner slide is called',
    testimonial: 'What a testimonial is called',
    closeNotification: 'Close button of a notification',
    closesIn: 'Time left on a notification ({time} is filled in, such as “4.5 s”)',
    carousel: 'What a rotating group of slides is called',
    slideshow: 'What the home and category banners are called, after Pause or Play',
    notification: 'What a notification is called',
    notifications: 'Name of the place notifications appear',
    cards: { label: 'Link cards', description: 'The small words on the cards that link to other pages.' },
    learnMore: 'Cue at the foot of a card',
    keyServices: 'Heading of a service area card’s list',
    highlights: 'Name of that list for screen readers',
    credentials: {
      label: 'Credentials',
      description:
        'As the badges and the footer word them; the certifications themselves are under Credentials.',
    },
    womanOwned: 'Woman-owned small business',
    cmmi: 'CMMI',
    isoStandards: 'ISO standards',
    isoCertified: 'ISO certified',
    swam: 'SWaM',
    eyebrow: 'Line above the heading',
  },
}

export const labels: ScreenWords = {
  label: 'Buttons and messages',
  group: 'Whole site',
  fields: {
    actions: {
      label: 'Buttons and links',
      description: 'Each is used on several pages, and some in the capability statement PDF.',
    },
    status: { label: 'Messages', description: 'Shown while something happens.' },
    contactChannels: {
      label: 'Names of the contact details',
      description: 'On the contact, privacy and capability pages.',
    },
    founded: { label: 'Founding badge', description: '{year} is filled in with the year founded.' },
    moreServices: {
      label: 'More services on a service area card',
      description: '{count} is filled in with the number of services the card does not list.',
    },
    one: 'When one more',
    many: 'When several more',
  },
}

export const search: ScreenWords = {
  label: 'Search',
  group: 'Whole site',
  fields: {
    dialogTitle: 'Title of the search box',
    close: 'Close button, for screen readers',
    inputLabel: 'Label of the search field',
    placeholder: 'Example in the empty search field',
    resultsLabel: 'Name of the results list',
    loading: 'While the search loads',
    loadFailed: 'When the search cannot load',
    prompt: 'Before anything is typed',
    keyHints: { label: 'Keyboard hints', item: 'Hint' },
    keys: 'Keys',
    action: 'What they do',
    seeAll: 'Link to the search page',
    searchPageSubmit: 'Button of the search page',
    siteIndexHeading: 'Heading of the site index',
    siteIndexLead: 'Paragraph under it',
    sections: {
      label: 'Groups of pages',
      description: 'Shown above the results and as the site index’s headings.',
    },
    company: 'The firm’s own pages',
    'sections.services': 'Service pages',
    'sections.solutions': 'Solution pages',
    resultCount: {
      label: 'How many pages match',
      description: 'Announced as the visitor types: {count} is the number of pages, {query} what they typed.',
    },
    none: 'When no page matches',
    one: 'When one page matches',
    many: 'When several pages match',
  },
}

export const enquiryWords: ScreenWords = {
  label: 'Enquiry forms',
  group: 'Whole site',
  fields: {
    formLabels: {
      label: 'Field labels on the forms',
      description: 'The consultation form and the short forms on category and service pages.',
    },
    fullName: 'Full name (short forms)',
    emailAddress: 'Email (short forms)',
    'formLabels.email': 'Email (consultation form)',
    companyOrganization: 'Organization (short forms)',
    'formLabels.organization': 'Organization (consultation form)',
    supportingDocument: 'Document upload',
    hints: { label: 'Hints', description: 'Small words that help visitors fill in the consultation form.' },
    document: 'Under the document upload',
    'hints.projectType': 'First choice of the project type list',
    required: 'About required fields',
    projectTypes: {
      label: 'Project types',
      description: 'The choices of the consultation form, also shown in the e-mails.',
    },
    fieldStatus: {
      label: 'Beside the fields',
      description:
        'Shown beside optional fields and the attached document, and read to screen reader users when a send finds problems. {file} is filled in with the document’s name, {count} with the number of fields.',
    },
    optional: 'After an optional field’s label',
    attached: 'Under the document upload, once one is chosen',
    oneNeedsAttention: 'When one field needs correcting',
    manyNeedAttention: 'When several fields need correcting',
    shortFormMessage: 'Message box, where no page names it',
    messages: {
      label: 'Problem messages',
      description:
        'Shown beside a field the visitor must correct. In the length message, {max} is filled in with the limit.',
    },
    sendResult: {
      label: 'After sending',
      description:
        'What a visitor sees after sending. In the failure messages, {email} is filled in with the firm’s e-mail address.',
    },
    emailLabels: {
      label: 'Field names in the e-mails',
      description: 'How the sales e-mail and the acknowledgement name each field.',
    },
    sentFrom: 'Where a short form was sent from',
    notGiven: 'An empty optional field',
    notSpecified: 'No project type chosen',
  },
}

/** Shown by the server, never by a page's script: a visitor whose browser runs none gets it after a refused send. */
export const enquiryProblemPage: ScreenWords = {
  label: 'Enquiry not sent page',
  group: 'Whole site',
  fields: {
    eyebrow: {
      label: 'Line above the heading',
      description:
        'A visitor whose browser runs no scripts sees this page when a send is refused. {minutes}, {website}, {email} and {phone} are filled in.',
    },
    invalid: 'Fields need correcting',
    rateLimited: 'Too many enquiries in a short time',
    introOneMinute: 'Paragraph, when one minute is left',
    introMinutes: 'Paragraph, when several minutes are left',
    refused: 'Refused for another reason',
    busy: 'Too many documents being checked',
    crossSite: 'Sent from another website',
    intro: 'Paragraph',
    contactLine: 'How to reach the firm instead',
    backToForm: 'Link back to the form',
    formField: 'Name of the form itself, before a problem with it',
    notAForm: 'When what was sent is not a form',
  },
}
