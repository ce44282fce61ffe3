import type { CategoryCopy } from '../schema.ts'

export const applicationAndSoftwareDevelopmentCopy = {
  covers: [
    'Our application and software development practice builds the software that ERP products and commercial tools do not provide: low-code applications for departmental processes, custom systems on mainstream frameworks, RICEW extensions to Oracle and SAP, and the user research and interface design that make any of them usable. Every product is built accessible, secure and maintainable by the people who will own it after we leave.',
  ],
  reasons: [
    {
      title: 'The right build for the need',
      description:
        'We recommend low-code, custom code or an ERP extension based on lifetime cost and fit, not on what we happen to prefer building.',
    },
    {
      title: 'Accessible from the first sprint',
      description:
        'Section 508 and WCAG conformance is designed in and tested with automated checks and assistive technology before each release.',
    },
    {
      title: 'Secure by default',
      description:
        'Secure coding standards, dependency scanning and static analysis run in every pipeline, aligned with the NIST Secure Software Development Framework.',
    },
    {
      title: 'CMMI Level 3 Development',
      description:
        'Requirements, design reviews, peer reviews and verification follow our appraised development processes, so quality does not depend on individual heroics.',
    },
  ],
  summary:
    'Custom and low-code applications for federal, state and commercial users, from ERP extensions to accessible web front ends, delivered through DevSecOps pipelines with Section 508 conformance.',
  seo: {
    title: 'Application and Software Development | GlobalTekForce',
    description:
      'Low-code, framework-based and ERP extension development plus UI/UX design, built securely and tested for Section 508 accessibility.',
  },
  services: {
    'low-code-application-development': {
      overview: [
        'Many requests that reach an IT shop are small applications: a tracker that replaces a shared spreadsheet, an intake form with an approval path, a dashboard over data already in another system. Built as custom code, each takes months; built on a governed low-code platform, most take weeks and can be maintained by a smaller team.',
        'We build these applications on Microsoft Power Platform in GCC and GCC High, ServiceNow App Engine, OutSystems and Oracle APEX. We also set up the governance that keeps low-code safe at scale: environment strategy, data loss prevention policies, solution lifecycle management and a center of excellence that decides what belongs on the platform and what does not.',
      ],
      capabilities: [
        {
          title: 'Power Platform applications',
          description:
            'Power Apps, Power Automate and Dataverse solutions in GCC or GCC High, with role-based security and Power BI reporting.',
        },
        {
          title: 'ServiceNow App Engine',
          description:
            'Scoped applications and workflows on ServiceNow that reuse the platform users already know for service requests.',
        },
        {
          title: 'Oracle APEX and OutSystems',
          description:
            'Data-centric applications over Oracle databases with APEX, and complex enterprise applications with OutSystems.',
        },
        {
          title: 'Platform governance',
          description:
            'Environment strategy, DLP policies, application lifecycle management and center-of-excellence tooling so citizen development stays controlled.',
        },
      ],
      approach: [
        {
          title: 'Confirm the fit',
          description:
            'We check that low-code suits the requirement, the data and the security boundary before building.',
        },
        {
          title: 'Build with users',
          description:
            'Short iterations with working screens let users shape the application while it is still cheap to change.',
        },
        {
          title: 'Hand over and govern',
          description:
            'Applications move through managed environments into production with documentation and trained owners.',
        },
      ],
      contexts: [
        'Federal offices replacing spreadsheet and e-mail workflows',
        'Agencies standing up a Power Platform center of excellence',
        'Universities building departmental applications on ServiceNow',
      ],
      relatedSlugs: ['business-process-automation', 'uiux-design', 'framework-based-development'],
      summary:
        'Business applications built quickly on Microsoft Power Platform, OutSystems, ServiceNow App Engine and Oracle APEX, with governance, security roles and integrations to the systems you already run.',
      seo: {
        title: 'Low-Code Application Development | GlobalTekForce',
        description:
          'Power Platform, OutSystems, ServiceNow and Oracle APEX applications delivered in weeks, governed and integrated with existing systems.',
      },
    },
    'framework-based-development': {
      overview: [
        'When an application carries core mission logic, high transaction volumes or complex integrations, it deserves custom software built on mature, widely supported frameworks. The risk with custom work is not the first release but the tenth: code that only its authors understand, with no tests and fragile deployments.',
        'We write custom applications in Java with Spring Boot, C# with .NET, and TypeScript with React or Angular, following the same engineering discipline on every project: clear architecture records, automated unit and integration tests, code review on every change, and deployment through CI/CD pipelines into containers or platform services. The code we hand over is documented and ready for your team or another vendor to carry forward.',
      ],
      capabilities: [
        {
          title: 'Back-end services',
          description:
            'Java Spring Boot and .NET services with well-defined APIs, relational or document databases, and clear domain boundaries.',
        },
        {
          title: 'Web front ends',
          description:
            'React and Angular applications built on the U.S. Web Design System, accessible and fast on any device.',
        },
        {
          title: 'Automated testing',
          description:
            'Unit, integration and end-to-end tests run on every change, with coverage and quality gates in the pipeline.',
        },
        {
          title: 'Secure software practices',
          description:
            'Threat modeling, static and dependency scanning and software bills of materials following the NIST SSDF.',
        },
      ],
      approach: [
        {
          title: 'Design the architecture',
          description:
            'We record key technical decisions and agree the architecture with your enterprise architects up front.',
        },
        {
          title: 'Deliver every sprint',
          description:
            'Working, tested software is demonstrated at the end of each sprint and deployed to a test environment.',
        },
        {
          title: 'Transition cleanly',
          description:
            'Documentation, runbooks and pairing sessions prepare your team to operate and extend the system.',
        },
      ],
      contexts: [
        'Mission applications with complex business rules',
        'Public-facing portals that must scale and meet Section 508',
        'Legacy systems being rewritten during modernization',
      ],
      relatedSlugs: ['cicd', 'application-security', 'api-development-and-integrations'],
      summary:
        'Custom software written on proven frameworks such as Java Spring Boot, .NET, React and Angular, with automated testing, secure coding practices and documentation your team can maintain.',
      seo: {
        title: 'Custom Framework-Based Development | GlobalTekForce',
        description:
          'Java Spring Boot, .NET, React and Angular applications engineered with automated tests, secure coding and maintainable architecture.',
      },
    },
    'ricew-objects': {
      overview: [
        'No ERP fits an organization out of the box. Reports, interfaces, conversions, extensions and workflows, known together as RICEW (or RICEFW), fill the gap. Built carelessly, they break at every patch, slow down the system and become the reason an upgrade is postponed for years.',
        'We design and build RICEW objects for Oracle E-Business Suite, Oracle Cloud and SAP using supported extension points: Oracle Integration Cloud, BI Publisher and OTBI, FBDI and REST APIs, Visual Builder, SAP BAdIs, CDS views and BTP side-by-side extensions. Each object has a functional and technical design, unit and integration tests, and an entry in a registry that tells upgrade teams exactly what to retest.',
      ],
      capabilities: [
        {
          title: 'Reports',
          description:
            'BI Publisher, OTBI and SAP analytical reports that give finance and acquisition users the views standard reports lack.',
        },
        {
          title: 'Interfaces and conversions',
          description:
            'Inbound and outbound interfaces through Oracle Integration Cloud or SAP Integration Suite, and repeatable conversion programs for go-live.',
        },
        {
          title: 'Extensions',
          description:
            'Upgrade-safe extensions with Visual Builder, page composer, BAdIs and BTP rather than modifications to vendor code.',
        },
        {
          title: 'Workflows',
          description:
            'Approval workflows in Oracle AME, BPM and SAP Flexible Workflow matched to your delegations of authority.',
        },
      ],
      approach: [
        {
          title: 'Challenge the requirement',
          description:
            'We first check whether standard functionality or configuration can meet the need before building anything.',
        },
        {
          title: 'Design and build',
          description:
            'Each object gets a functional and technical design, peer-reviewed code and documented tests.',
        },
        {
          title: 'Register and maintain',
          description:
            'A RICEW registry links each object to the processes it supports so patches and upgrades retest the right things.',
        },
      ],
      contexts: [
        'Oracle and SAP implementations needing custom reports and interfaces',
        'Upgrade projects rationalizing years of customizations',
        'Agencies moving EBS customizations to Oracle Cloud extensions',
      ],
      relatedSlugs: ['oracle-financials', 'sap', 'api-development-and-integrations'],
      summary:
        'Design and build of Oracle and SAP reports, interfaces, conversions, extensions and workflows (RICEW) that extend your ERP without breaking upgrades or audit trails.',
      seo: {
        title: 'RICEW Objects for Oracle and SAP | GlobalTekForce',
        description:
          'Reports, interfaces, conversions, extensions and workflows for Oracle EBS, Oracle Cloud and SAP, built to survive upgrades.',
      },
    },
    'uiux-design': {
      overview: [
        'Government services are judged by how easily people can use them. The 21st Century Integrated Digital Experience Act requires federal websites and digital services to be accessible, consistent and designed around user needs, and Section 508 makes accessibility a legal obligation rather than a preference.',
        'Our designers start with research: interviews, task analysis and usability tests with the people who will actually use the system, including people who rely on screen readers, magnification or keyboard navigation. We turn what we learn into prototypes built on the U.S. Web Design System, test them again, and hand developers specifications that carry accessibility requirements into the code.',
      ],
      capabilities: [
        {
          title: 'User research',
          description:
            'Interviews, contextual inquiry, surveys and analytics review that show how users work and where they struggle today.',
        },
        {
          title: 'Prototyping and usability testing',
          description:
            'Clickable prototypes tested with real users, iterated until tasks can be completed quickly and without help.',
        },
        {
          title: 'USWDS-based design systems',
          description:
            'Component libraries and design tokens built on the U.S. Web Design System for consistency across applications.',
        },
        {
          title: 'Accessibility conformance',
          description:
            'WCAG 2.2 AA design reviews, testing with screen readers and keyboard, and Accessibility Conformance Reports in VPAT format.',
        },
      ],
      approach: [
        {
          title: 'Research',
          description: 'We learn who the users are, what they need to do and what gets in their way.',
        },
        {
          title: 'Design and test',
          description:
            'Prototypes are tested with users, including people with disabilities, and refined between rounds.',
        },
        {
          title: 'Support the build',
          description:
            'Designers stay with the development team to review implementations and resolve questions quickly.',
        },
      ],
      contexts: [
        'Public-facing federal and state digital services',
        'Internal systems where staff efficiency matters most',
        'Agencies responding to 21st Century IDEA and Section 508 reviews',
      ],
      relatedSlugs: [
        'framework-based-development',
        'low-code-application-development',
        'application-security',
      ],
      summary:
        'User research, prototyping and interface design that follow the U.S. Web Design System (USWDS) and meet Section 508 and WCAG 2.1 AA, so public and internal users finish tasks faster.',
      seo: {
        title: 'UI/UX Design and Accessibility | GlobalTekForce',
        description:
          'User research, prototypes and USWDS-based interfaces that meet Section 508 and WCAG 2.1 AA for government and enterprise users.',
      },
    },
  },
} satisfies CategoryCopy
