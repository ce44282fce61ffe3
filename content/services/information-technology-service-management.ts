import type { CategoryCopy } from '../schema.ts'

export const informationTechnologyServiceManagementCopy = {
  covers: [
    'IT service management is how an IT organization keeps promises to the people it serves. Our ITSM practice applies ITIL 4 on ServiceNow and similar platforms to the practices that matter most day to day: a service desk that resolves issues quickly, configuration management that knows what is deployed where, release and change management that lands changes without outages, CI/CD pipelines that make delivery routine, and the APIs and integrations that tie systems together.',
  ],
  reasons: [
    {
      title: 'ISO 20000 certified service management',
      description:
        'Our service management system is certified to ISO 20000 and appraised at CMMI Level 3 for Services, so practices are defined, measured and improved.',
    },
    {
      title: 'ITIL 4 in practice, not just on paper',
      description:
        'Our staff hold ITIL 4 certifications and run the practices daily, tuning them to your size rather than imposing every process at once.',
    },
    {
      title: 'ServiceNow depth',
      description:
        'We configure ITSM, CMDB, Discovery, Change and IntegrationHub on ServiceNow, including in FedRAMP authorized government instances.',
    },
    {
      title: 'From desk to pipeline',
      description:
        'The same team links service desk, change and CI/CD data, so a release can be traced from commit to the incident it fixed.',
    },
  ],
  summary:
    'IT service management built on ITIL 4 and ServiceNow: service desk, configuration, release and integration practices that keep systems stable, changes controlled and users supported 24/7.',
  seo: {
    title: 'IT Service Management (ITSM) | GlobalTekForce',
    description:
      'ITIL 4 service desk, configuration, release management, CI/CD and API integration from an ISO 20000 certified provider.',
  },
  services: {
    'api-development-and-integrations': {
      overview: [
        'A typical agency runs dozens of systems that must share data: the core financial system with procurement, payroll, grants and Treasury; HR with identity management; case systems with public portals. Point-to-point file transfers built over years are brittle, hard to monitor and often insecure.',
        'We design and build integrations that are reliable and observable. Using MuleSoft Anypoint, Oracle Integration Cloud, SAP Integration Suite or ServiceNow IntegrationHub, we expose well-documented REST APIs, retire fragile file drops where possible, and secure every interface with OAuth 2.0, mutual TLS and least-privilege service accounts. Each integration is monitored, with failed messages queued for reprocessing rather than silently lost.',
      ],
      capabilities: [
        {
          title: 'API design and development',
          description:
            'REST APIs described in OpenAPI, versioned and documented, with consistent error handling and pagination.',
        },
        {
          title: 'Integration platforms',
          description:
            'MuleSoft, Oracle Integration Cloud, SAP Integration Suite and ServiceNow IntegrationHub flows built and operated.',
        },
        {
          title: 'API security',
          description:
            'OAuth 2.0, mutual TLS, API gateways and rate limits, tested against the OWASP API Security Top 10.',
        },
        {
          title: 'Monitoring and error handling',
          description:
            'End-to-end message tracking, alerting on failures and replay of failed transactions without duplicates.',
        },
      ],
      approach: [
        {
          title: 'Map the interfaces',
          description:
            'We catalog existing interfaces, their data, frequency and failure history to set priorities.',
        },
        {
          title: 'Build to a pattern',
          description:
            'Reusable integration patterns and API standards make each new interface faster and more consistent.',
        },
        {
          title: 'Operate and observe',
          description:
            'Dashboards and alerts show integration health, and support staff know how to resolve each error type.',
        },
      ],
      contexts: [
        'Financial systems exchanging data with Treasury, procurement and payroll',
        'Agencies replacing file transfers with managed APIs',
        'Public portals that call back-office systems of record',
      ],
      relatedSlugs: ['financial-system-integration', 'ricew-objects', 'application-security'],
      summary:
        'REST and SOAP APIs that connect ERP, grants, HR and Treasury systems through MuleSoft, Oracle Integration Cloud or ServiceNow IntegrationHub, secured with OAuth 2.0 and monitored end to end.',
      seo: {
        title: 'API Development and Integration | GlobalTekForce',
        description:
          'APIs linking ERP, grants, HR and Treasury systems via MuleSoft, Oracle Integration Cloud or ServiceNow, secured with OAuth 2.0.',
      },
    },
    'configuration-management': {
      overview: [
        'Configuration management answers questions every IT organization is asked: what is deployed, how it is configured, what depends on it, and who changed it. Without reliable answers, impact analysis is guesswork, incident resolution is slow and security baselines drift.',
        'We establish configuration management following ITIL 4 and NIST SP 800-128. Our team designs a CMDB class model that fits your services, populates it with ServiceNow Discovery and Service Mapping, reconciles it with authoritative sources, and keeps it current through the change process. We also define and control configuration baselines for systems under an authorization to operate, so unauthorized changes are detected and reviewed.',
      ],
      capabilities: [
        {
          title: 'CMDB design and population',
          description:
            'Class model, identification rules and data sources for the ServiceNow CMDB, populated with Discovery and Service Mapping.',
        },
        {
          title: 'Data quality and reconciliation',
          description:
            'Health dashboards for completeness, correctness and compliance, with reconciliation against asset and cloud inventories.',
        },
        {
          title: 'Baseline configuration control',
          description:
            'Approved baselines for systems in the authorization boundary, with drift detection and documented deviations.',
        },
        {
          title: 'Service mapping',
          description:
            'Business services mapped to the applications and infrastructure they depend on, for impact analysis and prioritization.',
        },
      ],
      approach: [
        {
          title: 'Start with services',
          description:
            'We scope the CMDB around the services that matter most rather than trying to record everything at once.',
        },
        {
          title: 'Automate discovery',
          description: 'Discovery tools and integrations keep records current with little manual entry.',
        },
        {
          title: 'Govern the data',
          description:
            'Owners, audits and change-process checks keep configuration data trustworthy over time.',
        },
      ],
      contexts: [
        'ServiceNow customers with an incomplete or untrusted CMDB',
        'Systems meeting NIST SP 800-53 CM controls for their ATO',
        'IT organizations preparing for data center or cloud migrations',
      ],
      relatedSlugs: ['release-management', 'infrastructure-management', 'service-desk-and-support'],
      summary:
        'Configuration management that keeps the ServiceNow CMDB accurate and baselines under control, following ITIL 4 and NIST SP 800-128 so every change is traceable and authorized.',
      seo: {
        title: 'Configuration Management and CMDB | GlobalTekForce',
        description:
          'CMDB design, discovery, baseline control and configuration audits following ITIL 4 and NIST SP 800-128.',
      },
    },
    'service-desk-and-support': {
      overview: [
        'For most users the service desk is the IT organization. Long hold times, tickets passed between groups and answers that differ by analyst erode trust in every system behind the desk. A well-run desk resolves most contacts at first touch and learns from every ticket.',
        'We staff and run Tier 1 through Tier 3 support around the clock, following ITIL 4 incident, request and problem management practices on ServiceNow, BMC Helix or your chosen tool. Analysts work from a maintained knowledge base, escalate with complete information and follow up until users confirm the fix. We report first-contact resolution, response times and satisfaction monthly, and use problem management to remove recurring causes.',
      ],
      capabilities: [
        {
          title: 'Multi-tier support',
          description:
            'Tier 1 desk, Tier 2 desk-side and application support, and Tier 3 engineering escalation with clear hand-offs.',
        },
        {
          title: 'Incident and request management',
          description:
            'ITIL 4 incident and request fulfillment with priorities, service levels and catalog items users can request themselves.',
        },
        {
          title: 'Knowledge management',
          description:
            'Knowledge articles written from resolved tickets, reviewed regularly and offered to users through self-service.',
        },
        {
          title: 'Problem management',
          description:
            'Trend analysis and root-cause investigations that eliminate the causes of repeated incidents.',
        },
      ],
      approach: [
        {
          title: 'Transition without disruption',
          description:
            'We shadow the incumbent desk, import knowledge and tickets, and take over on an agreed date with no gap in coverage.',
        },
        {
          title: 'Measure everything',
          description:
            'Service levels, satisfaction and resolution rates are reported monthly and discussed with you.',
        },
        {
          title: 'Shift left',
          description:
            'Self-service and knowledge move common fixes closer to the user, freeing analysts for harder problems.',
        },
      ],
      contexts: [
        'Federal agencies needing 24/7 enterprise service desks',
        'ERP and financial system help desks during and after go-live',
        'Universities supporting students, faculty and staff',
      ],
      relatedSlugs: ['configuration-management', 'business-process-automation', 'unison-prism'],
      summary:
        'Tier 1 through Tier 3 service desk support around the clock, with ITIL 4 incident and request processes, measured service levels and knowledge articles that resolve issues on first contact.',
      seo: {
        title: 'IT Service Desk and 24/7 Support | GlobalTekForce',
        description:
          'Tier 1 to Tier 3 help desk, ITIL 4 incident and request management, and service level reporting for agencies and enterprises.',
      },
    },
    'release-management': {
      overview: [
        'Releases are when users feel IT change, for good or ill. A release that lands on time with clear communication builds confidence; one that breaks month-end close or arrives without warning sets a program back for months.',
        'We manage releases and changes following ITIL 4. Our release managers plan release calendars with program owners, coordinate the change advisory board, confirm testing and security sign-offs, and schedule deployments around business calendars such as fiscal year-end. Every release has a rollback plan, a communication plan and a post-implementation review, and standard low-risk changes are automated so the board can focus on the ones that matter.',
      ],
      capabilities: [
        {
          title: 'Release planning',
          description:
            'Release calendars, scope and readiness criteria agreed with program owners and aligned with business events.',
        },
        {
          title: 'Change enablement',
          description:
            'Change advisory board coordination, risk assessment and standard change models that speed approval of routine work.',
        },
        {
          title: 'Deployment coordination',
          description:
            'Go/no-go decisions, deployment runbooks, rollback plans and verification after deployment.',
        },
        {
          title: 'Post-implementation review',
          description:
            'Reviews of each significant release, tracking incidents caused by change and feeding lessons into the next plan.',
        },
      ],
      approach: [
        {
          title: 'Plan with the business',
          description:
            'We set release windows around the calendar that matters to users, such as close and reporting deadlines.',
        },
        {
          title: 'Gate on evidence',
          description:
            'Releases proceed when tests, security scans and approvals are complete, not when the date arrives.',
        },
        {
          title: 'Learn from each release',
          description:
            'Change success rate and incidents caused by change are tracked and improved release by release.',
        },
      ],
      contexts: [
        'ERP programs releasing patches and enhancements',
        'Agencies with several vendors deploying into one environment',
        'Organizations moving from manual to automated deployments',
      ],
      relatedSlugs: ['cicd', 'configuration-management', 'project-management-methodologies'],
      summary:
        'Release planning, change advisory board coordination and deployment scheduling that move new features into production on time, with rollback plans and minimal disruption to users.',
      seo: {
        title: 'Release and Change Management | GlobalTekForce',
        description:
          'Release calendars, change advisory boards, deployment runbooks and rollback plans that deliver changes on schedule without outages.',
      },
    },
    cicd: {
      overview: [
        'Manual builds and deployments make releases slow, risky and dependent on the few people who know the steps. Continuous integration and continuous delivery turn every change into a repeatable process: code is built, tested and scanned automatically, and a deployable artifact is always ready.',
        'We build CI/CD pipelines in GitLab CI, GitHub Actions, Jenkins and Azure DevOps for custom applications, infrastructure as code and ERP extensions. Pipelines run unit and integration tests, static analysis, dependency and container scanning, and produce software bills of materials. Deployments to test and production use the same automated steps, with approvals where your change process requires them, so security and compliance evidence is collected as a matter of course.',
      ],
      capabilities: [
        {
          title: 'Pipeline engineering',
          description:
            'Build, test and deployment pipelines as code in GitLab CI, GitHub Actions, Jenkins or Azure DevOps.',
        },
        {
          title: 'DevSecOps scanning',
          description:
            'SAST, dependency, secret and container image scanning with quality gates that stop vulnerable builds.',
        },
        {
          title: 'Infrastructure as code',
          description:
            'Terraform, Ansible and Kubernetes manifests deployed through the same pipelines as application code.',
        },
        {
          title: 'Release automation for ERP',
          description:
            'Automated migration of Oracle and SAP extensions and configuration between environments with version control.',
        },
      ],
      approach: [
        {
          title: 'Measure the current flow',
          description:
            'We baseline lead time, deployment frequency and change failure rate to show where automation will help.',
        },
        {
          title: 'Automate step by step',
          description:
            'Builds, tests, scans and deployments are automated in order of risk and effort saved.',
        },
        {
          title: 'Keep improving',
          description:
            'DORA metrics are reported regularly, and pipelines are tuned as the team and product grow.',
        },
      ],
      contexts: [
        'Agile development teams building federal applications',
        'Programs adopting DevSecOps under an ATO',
        'ERP teams automating promotion of extensions and configuration',
      ],
      relatedSlugs: ['release-management', 'framework-based-development', 'application-security'],
      summary:
        'Continuous integration and continuous delivery pipelines in GitLab, GitHub Actions, Jenkins or Azure DevOps, with automated testing and security scans that make every build deployable.',
      seo: {
        title: 'CI/CD Pipeline Engineering | GlobalTekForce',
        description:
          'GitLab, GitHub Actions, Jenkins and Azure DevOps pipelines with automated tests, security scans and repeatable deployments.',
      },
    },
  },
} satisfies CategoryCopy
