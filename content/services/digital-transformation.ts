import { getCompanyStat } from '../company-profile.ts'
import type { CategoryCopy } from '../schema.ts'

export const digitalTransformationCopy = {
  summary:
    'We modernize how agencies and enterprises work, automating manual processes, moving legacy systems to the cloud and putting artificial intelligence to work within federal security and governance rules.',
  covers: [
    'Digital transformation at GlobalTekForce means three concrete kinds of work: automating the manual steps that slow approvals, reconciliations and reporting; modernizing legacy applications and data onto secure, supportable platforms; and applying artificial intelligence where it measurably helps people do mission work. Each engagement starts from a process or a system you can name and ends with a result you can measure.',
  ],
  reasons: [
    {
      title: 'Mission first, technology second',
      description:
        'We start from the outcome a program office needs, such as faster approvals or fewer audit findings, and choose the tool that gets there.',
    },
    {
      title: 'A record of on-time delivery',
      description:
        'Across more than 200 projects since 2018 we have delivered on schedule, with weekly status reporting that shows risks early.',
    },
    {
      title: 'Security built into every change',
      description:
        'Every automation and migration is designed against NIST SP 800-53 controls and your authorization boundary, not reviewed for security afterwards.',
    },
    {
      title: 'Automation at scale',
      description:
        'We have automated more than 100 business processes for clients, and we reuse proven patterns rather than starting each bot from scratch.',
    },
    {
      title: 'Phased, reversible modernization',
      description:
        'Legacy systems move in increments with parallel runs and rollback plans, so operations never depend on a single big-bang cutover.',
    },
    {
      title: 'Responsible use of AI',
      description:
        'AI solutions follow the NIST AI Risk Management Framework and federal AI policy, with human review where decisions affect people.',
    },
    {
      title: 'Certified delivery processes',
      description:
        'CMMI Level 3 Development and Services and ISO 9001:2015 give your contracting officer defined, repeatable and auditable delivery.',
    },
    {
      title: 'Support that stays',
      description:
        'After go-live our team remains available around the clock for the systems we build, with knowledge transfer so your staff own the result.',
    },
  ],
  heroSlides: [
    {
      id: 'process-automation',
      image: {
        asset: 'heroProcessAutomation',
        alt: 'Illustration of a stack of paper forms feeding a large gear that turns them into an approved check mark',
      },
      title: 'Automate the Work That Waits',
      subtitle:
        'Approvals, reconciliations and reports moved off e-mail and spreadsheets, with more than 100 business processes already automated for our clients.',
    },
    {
      id: 'cloud-modernization',
      image: {
        asset: 'heroCloudModernization',
        alt: 'Illustration of a legacy server rack sending its workloads up into a cloud of containers that feeds a live dashboard',
      },
      title: 'Modernize Legacy Systems Safely',
      subtitle:
        'Mainframe and end-of-support applications moved to FedRAMP authorized cloud in rehearsed increments, run in parallel until the results agree.',
    },
    {
      id: 'ai-analytics',
      image: {
        asset: 'heroAiAnalytics',
        alt: 'Illustration of a neural network feeding a forecast chart whose gold trend line rises',
      },
      title: 'Put AI to Work, Responsibly',
      subtitle:
        'Document processing, forecasting and knowledge assistants governed under the NIST AI Risk Management Framework, with people reviewing what matters.',
    },
    {
      id: 'connected-services',
      image: {
        asset: 'heroConnectedServices',
        alt: 'Illustration of a government building at the center of a ring of connected services: people, documents, mail, devices, analytics and security',
      },
      title: 'Connected Services for Every Mission',
      subtitle:
        'Workflows, data and security joined up across agency systems, so staff and the public get answers faster, delivered under CMMI Level 3 processes.',
    },
  ],
  // The firm's own record, so these figures never disagree with the rest of the site.
  stats: [
    getCompanyStat('automation'),
    getCompanyStat('projects'),
    getCompanyStat('on-time'),
    getCompanyStat('reliability'),
  ],
  seo: {
    title: 'Digital Transformation Services | GlobalTekForce',
    description:
      'Business process automation, legacy systems modernization and responsible AI for federal, state and commercial organizations, delivered on time.',
  },
  services: {
    'business-process-automation': {
      summary:
        'We automate approvals, reconciliations and data entry with Microsoft Power Platform, ServiceNow workflows and robotic process automation, drawing on more than 100 processes already automated for clients.',
      overview: [
        'Most finance and administrative offices still move information by e-mail, spreadsheet and re-keying: invoices checked against obligations by hand, access requests approved in inboxes, monthly reports assembled from several systems. Each manual step adds days and errors, and each one is hard to evidence for auditors.',
        'We map these processes, measure them, and automate the steps that repay it. Depending on your environment we use Microsoft Power Automate and Power Apps, ServiceNow Flow Designer, UiPath robotic process automation or native ERP workflow. Every automation logs what it did and who approved it, so the audit trail improves along with the cycle time.',
      ],
      capabilities: [
        {
          title: 'Process discovery and measurement',
          description:
            'Interviews, system logs and time studies identify where work waits, how long each step takes and which automation would pay back fastest.',
        },
        {
          title: 'Workflow and approval automation',
          description:
            'Power Automate and ServiceNow workflows route requests, enforce approval rules and notify the right people without e-mail chains.',
        },
        {
          title: 'Robotic process automation',
          description:
            'UiPath and Power Automate Desktop bots handle repetitive work in systems without APIs, such as reconciliations and data transfers.',
        },
        {
          title: 'Governance of automations',
          description:
            'A catalog of bots and flows with owners, credentials in a vault, change control and monitoring so automations stay reliable.',
        },
      ],
      approach: [
        {
          title: 'Pick the right process',
          description:
            'We rank candidate processes by volume, error rate and effort saved, and agree the first automations with you.',
        },
        {
          title: 'Automate and prove',
          description:
            'Each automation is built, tested with real cases and run alongside the manual process until results match.',
        },
        {
          title: 'Measure the gain',
          description:
            'We report hours returned, cycle times and error rates after go-live, and use them to choose the next candidates.',
        },
      ],
      contexts: [
        'Federal finance offices processing invoices, obligations and reconciliations',
        'Human resources and security offices handling onboarding and access requests',
        'Universities and state agencies automating administrative services',
      ],
      relatedSlugs: [
        'artificial-intelligence',
        'service-desk-and-support',
        'low-code-application-development',
      ],
      seo: {
        title: 'Business Process Automation | GlobalTekForce',
        description:
          'Power Platform, ServiceNow and RPA automation that removes manual steps from approvals, reconciliations and reporting, with audit trails built in.',
      },
    },
    'systems-modernizations': {
      summary:
        'Legacy application and mainframe modernization onto FedRAMP authorized cloud platforms, with phased data migration, re-platforming and parallel runs that keep mission operations running.',
      overview: [
        'Many agencies still depend on applications written decades ago in COBOL, PowerBuilder or early Java, running on hardware that is costly to maintain and hard to secure. The people who understand them are retiring, and every change carries risk. Yet these systems run payments, benefits and case management that cannot stop.',
        'We modernize them in steps. After an application portfolio assessment, each system gets the treatment it warrants: rehost to AWS GovCloud or Azure Government, re-platform onto managed databases and containers, refactor into services, or replace with a commercial product. Data is migrated and validated in rehearsals, and old and new run in parallel until results agree.',
      ],
      capabilities: [
        {
          title: 'Portfolio assessment',
          description:
            'Inventory of applications, dependencies, costs and risks, with a recommended path for each system using the familiar rehost, re-platform, refactor or replace options.',
        },
        {
          title: 'Cloud migration',
          description:
            'Migration to FedRAMP authorized AWS GovCloud, Azure Government or Oracle Cloud Infrastructure with landing zones built to your security baseline.',
        },
        {
          title: 'Application refactoring',
          description:
            'Legacy code broken into maintainable services with modern frameworks, automated tests and CI/CD pipelines.',
        },
        {
          title: 'Data migration and validation',
          description:
            'Repeatable extract, transform and load with record counts, balances and sample checks proven before cutover.',
        },
      ],
      approach: [
        {
          title: 'Assess and sequence',
          description:
            'We assess the portfolio and build a roadmap that moves the least risky, highest value systems first.',
        },
        {
          title: 'Migrate in increments',
          description:
            'Each increment is rehearsed, run in parallel with the legacy system and accepted before the next begins.',
        },
        {
          title: 'Retire and optimize',
          description:
            'Legacy infrastructure is decommissioned and cloud costs are tuned so savings reach the budget.',
        },
      ],
      contexts: [
        'Federal agencies with mainframe or end-of-support applications',
        'Programs moving data centers to FedRAMP authorized cloud',
        'State agencies replacing legacy benefit or licensing systems',
      ],
      relatedSlugs: ['infrastructure-management', 'cloud-security', 'framework-based-development'],
      seo: {
        title: 'Legacy Systems Modernization | GlobalTekForce',
        description:
          'Re-platform and migrate legacy applications to FedRAMP authorized cloud with phased cutovers, data validation and no disruption to operations.',
      },
    },
    'artificial-intelligence': {
      summary:
        'Practical artificial intelligence and machine learning for document processing, forecasting and service desk assistance, governed under the NIST AI Risk Management Framework and federal AI policy.',
      overview: [
        'Artificial intelligence helps most where people spend their day reading, sorting and predicting: extracting data from invoices and grant applications, classifying correspondence, forecasting spending, and answering routine questions from staff. It helps least when it is deployed without clear data, measures or oversight.',
        'We build AI solutions that are useful and accountable. We start with a defined use case and the data to support it, evaluate models for accuracy and bias, and deploy them inside your authorized environment, using services such as Azure OpenAI in Azure Government or AWS Bedrock in GovCloud where appropriate. Each use case is documented for your AI inventory and governed under the NIST AI Risk Management Framework.',
      ],
      capabilities: [
        {
          title: 'Intelligent document processing',
          description:
            'Extraction and classification of invoices, forms and grant documents with confidence scores and human review of uncertain results.',
        },
        {
          title: 'Forecasting and analytics',
          description:
            'Machine learning models for spend forecasting, demand planning and anomaly detection in financial transactions.',
        },
        {
          title: 'Knowledge assistants',
          description:
            'Retrieval-augmented assistants that answer staff questions from approved policy and procedure documents, with sources cited.',
        },
        {
          title: 'AI governance',
          description:
            'Use-case inventories, impact assessments, model evaluation and monitoring aligned with the NIST AI RMF and OMB guidance.',
        },
      ],
      approach: [
        {
          title: 'Define the use case',
          description:
            'We agree the decision or task to improve, the data available and the measure of success before any model is built.',
        },
        {
          title: 'Prototype and evaluate',
          description:
            'A working prototype is tested on your data for accuracy, bias and security, and reviewed with the people who will use it.',
        },
        {
          title: 'Deploy with oversight',
          description:
            'Approved models go into production with monitoring, human review points and documentation for your AI inventory.',
        },
      ],
      contexts: [
        'Finance and grants offices processing high volumes of documents',
        'Agencies building their AI use-case inventory and governance',
        'Service desks answering repetitive policy and how-to questions',
      ],
      relatedSlugs: [
        'business-process-automation',
        'governance-risk-compliance',
        'grants-execution-funds-control',
      ],
      seo: {
        title: 'AI and Machine Learning Solutions | GlobalTekForce',
        description:
          'Responsible AI for document processing, forecasting and chat assistance, aligned with the NIST AI Risk Management Framework.',
      },
    },
  },
} satisfies CategoryCopy
