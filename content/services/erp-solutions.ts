import type { CategoryCopy } from '../schema.ts'

export const erpSolutionsCopy = {
  summary:
    'We implement, upgrade and support the enterprise resource planning platforms that run federal and commercial finance, acquisition and budgeting, from Oracle and SAP to the shared-service systems agencies rely on.',
  covers: [
    'Our ERP practice covers the systems where an agency or enterprise records every obligation, purchase, asset and budget line: Oracle E-Business Suite and Oracle Cloud, SAP S/4HANA, Oracle Contract Lifecycle Management, Oracle Hyperion and EPM, Unison PRISM and Sunflower. We configure them, move data into them, connect them to each other and keep them running after go-live.',
    'Because the same people also deliver our federal financial management and grants work, every configuration decision is checked against the USSGL, Treasury reporting and audit needs it will have to satisfy, not just against the vendor default.',
  ],
  reasons: [
    {
      title: 'Functional and technical in one team',
      description:
        'Accountants who know the USSGL work beside developers who know the data model, so requirements do not get lost between a functional lead and a separate build team.',
    },
    {
      title: 'Federal configuration experience',
      description:
        'We have configured ERP for appropriations law, funds control, Treasury reporting and FAR-based acquisition, and we bring those setups as starting points instead of discovering them on your budget.',
    },
    {
      title: 'Upgrades without surprises',
      description:
        'Automated regression suites and a rehearsed cutover plan mean patches, version upgrades and cloud quarterly updates land without breaking month-end close.',
    },
    {
      title: 'Process maturity you can verify',
      description:
        'Delivery follows our CMMI Level 3 Development and Services processes and ISO 9001:2015 quality management, with defined reviews, metrics and records at every phase.',
    },
  ],
  alsoSlugs: ['oracle-fixed-assets'],
  seo: {
    title: 'ERP Solutions for Federal and Enterprise | GlobalTekForce',
    description:
      'Oracle Financials, SAP, Oracle CLM, Hyperion, Unison PRISM and Sunflower implementation, upgrades and support from a CMMI Level 3 small business.',
  },
  services: {
    'oracle-financials': {
      summary:
        'Implementation, upgrade and sustainment of Oracle E-Business Suite and Oracle Cloud Financials, configured for USSGL accounting, Treasury reporting and clean audits.',
      overview: [
        'Oracle Financials sits at the center of many federal and commercial finance operations, and small configuration choices in General Ledger, Payables, Receivables, Purchasing and Federal Financials decide whether month-end close takes two days or two weeks. We implement Oracle E-Business Suite R12.2 and Oracle Fusion Cloud Financials with a chart of accounts, funds-checking rules and approval hierarchies designed for how your organization is actually funded and audited.',
        'For agencies already on Oracle, we take on sustainment: online patching cycles, quarterly Cloud updates, performance tuning and the steady stream of small enhancements that finance offices need. We also plan and run migrations from EBS to Oracle Cloud, including data conversion, reconciliation of converted balances and parallel runs before cutover.',
      ],
      capabilities: [
        {
          title: 'Federal Financials configuration',
          description:
            'USSGL posting models, budgetary control, funds checking, Treasury Account Symbols and fund attributes set up so every transaction carries the data GTAS needs.',
        },
        {
          title: 'EBS to Oracle Cloud migration',
          description:
            'Fit-gap analysis, FBDI-based data conversion, integration redesign and balance reconciliation, with parallel close cycles before the old system is retired.',
        },
        {
          title: 'Procure-to-pay and order-to-cash',
          description:
            'Purchasing, Payables, Receivables and Cash Management configured with three-way match, Prompt Payment Act interest and IPAC or Pay.gov collections.',
        },
        {
          title: 'Sustainment and patching',
          description:
            'Release and patch management, Oracle SR handling, workflow and concurrent-program tuning, and a help desk that knows your configuration.',
        },
      ],
      approach: [
        {
          title: 'Assess and design',
          description:
            'We review current processes, reports and audit findings, then document the target configuration in a design the finance office signs off.',
        },
        {
          title: 'Build, convert and test',
          description:
            'Configuration, extensions and conversion cycles are tested with your own data, including end-to-end close and Treasury reporting scenarios.',
        },
        {
          title: 'Cut over and stabilize',
          description:
            'A rehearsed cutover, hypercare through the first quarterly close, and a handover to sustainment with runbooks and trained power users.',
        },
      ],
      contexts: [
        'Federal civilian agencies running Oracle Federal Financials',
        'Federal shared service providers hosting multiple customer agencies',
        'State agencies and universities on Oracle EBS or Oracle Cloud',
        'Commercial enterprises modernizing finance onto Oracle Fusion',
      ],
      relatedSlugs: [
        'oracle-fixed-assets',
        'oracle-hyperion',
        'us-treasury-accounting-and-reporting-support',
      ],
      seo: {
        title: 'Oracle Financials Implementation | GlobalTekForce',
        description:
          'Oracle EBS and Oracle Cloud Financials implementation, upgrades and sustainment, configured for USSGL, Treasury reporting and audit-ready federal accounting.',
      },
    },
    sap: {
      summary:
        'SAP S/4HANA and ECC finance, procurement and public-sector management delivered by consultants who have configured, migrated and supported SAP for agencies and enterprises.',
      overview: [
        'Organizations on SAP ECC face the end of mainstream maintenance and a decision about S/4HANA: a new implementation, a system conversion, or a selective data transition. We help leadership make that decision with facts about custom code, data quality and process gaps, and then deliver the chosen path with SAP Activate.',
        'Our SAP consultants work across Finance (FI), Controlling (CO), Funds Management and Public Sector Management, Materials Management and Sales and Distribution. For public-sector clients we configure Funds Management and Grantee Management so budgets, commitments and actuals stay aligned with appropriations, and we integrate SAP with procurement, payroll and Treasury systems through SAP Integration Suite or standard IDocs.',
      ],
      capabilities: [
        {
          title: 'S/4HANA conversion and implementation',
          description:
            'Readiness checks, custom-code remediation, Simplification Item resolution and Universal Journal design for brownfield, greenfield or selective transitions.',
        },
        {
          title: 'Public Sector Management',
          description:
            'Funds Management, budget control system and grantee management configured to enforce availability of funds at the point of commitment.',
        },
        {
          title: 'Finance and controlling',
          description:
            'General ledger, asset accounting, cost center and profit center accounting, and period-end close with SAP Group Reporting where needed.',
        },
        {
          title: 'Integration and data migration',
          description:
            'Migration Cockpit loads, IDoc and OData interfaces, and SAP BTP integrations with procurement, HR and banking systems.',
        },
      ],
      approach: [
        {
          title: 'Discover and prepare',
          description:
            'We assess custom code, data volumes and processes, then agree the transition path, scope and roadmap with your sponsors.',
        },
        {
          title: 'Explore and realize',
          description:
            'Fit-to-standard workshops, configuration in short sprints, and repeated data loads that prove reconciliation long before go-live.',
        },
        {
          title: 'Deploy and run',
          description:
            'Cutover, hypercare and an operating model for SAP basis, security roles and functional support after launch.',
        },
      ],
      contexts: [
        'Federal and defense organizations running SAP Public Sector',
        'State and local governments with SAP finance and budgeting',
        'Manufacturers and distributors moving from ECC to S/4HANA',
      ],
      relatedSlugs: ['systems-modernizations', 'ricew-objects', 'budget-management'],
      seo: {
        title: 'SAP Consulting and Implementation | GlobalTekForce',
        description:
          'SAP S/4HANA and ECC finance, procurement and public sector configuration, migration and support for federal agencies and commercial enterprises.',
      },
    },
    'oracle-clm': {
      summary:
        'Oracle Contract Lifecycle Management configured for FAR and DFARS acquisition: solicitations, awards, modifications and closeout in one auditable system connected to your financials.',
      overview: [
        'Oracle CLM gives contracting offices one system for the whole acquisition lifecycle, from purchase requisition through solicitation, award, modification and closeout. Its value depends on how well it is configured: clause libraries, document styles, approval routing and the link to funds availability in Oracle Federal Financials.',
        'We configure and support Oracle CLM for federal acquisition teams, keeping clause logic current with FAR and agency supplement changes, and we connect CLM to SAM.gov, FPDS reporting and the agency general ledger so every award is funded, reported and traceable. Where agencies are moving to Oracle Cloud Procurement, we plan the transition of open contracts and templates.',
      ],
      capabilities: [
        {
          title: 'Clause and template management',
          description:
            'FAR, DFARS and agency supplement clause libraries, document styles and templates maintained so contracting officers start from compliant documents.',
        },
        {
          title: 'Requisition-to-award workflow',
          description:
            'Approval hierarchies, acquisition plans, solicitation amendments and award routing configured to match your delegations of authority.',
        },
        {
          title: 'FPDS and SAM.gov integration',
          description:
            'Contract action reporting to FPDS and vendor validation against SAM.gov, monitored so failed transmissions are caught the same day.',
        },
        {
          title: 'Closeout and funds reconciliation',
          description:
            'Closeout checklists and reconciliation of obligations and payments with Oracle Financials before final deobligation.',
        },
      ],
      approach: [
        {
          title: 'Map the acquisition process',
          description:
            'We walk through your requisition, solicitation and award steps with contracting staff and record where the system helps or hinders them.',
        },
        {
          title: 'Configure and prove',
          description:
            'Clause logic, workflows and integrations are configured and tested against real acquisition scenarios, including modifications and options.',
        },
        {
          title: 'Train and support',
          description:
            'Role-based training for contracting officers and specialists, then ongoing support through each FAC change and Oracle patch.',
        },
      ],
      contexts: [
        'Federal contracting offices using Oracle CLM with Federal Financials',
        'Agencies consolidating acquisition systems onto one platform',
        'Program offices preparing for FPDS data-quality reviews',
      ],
      relatedSlugs: ['oracle-financials', 'unison-prism', 'grants-closeout-reconciliation'],
      seo: {
        title: 'Oracle CLM for Federal Acquisition | GlobalTekForce',
        description:
          'Oracle Contract Lifecycle Management configured for FAR-based acquisition, from requisition to award, modification and closeout, integrated with financials.',
      },
    },
    'oracle-hyperion': {
      summary:
        'Oracle Hyperion and EPM Cloud planning, budgeting, consolidation and reporting that give finance leaders one trusted view of funds, forecasts and performance.',
      overview: [
        'Budget offices often build their formulation in spreadsheets and reconcile it by hand to execution data from the ERP. Oracle Hyperion Planning, Financial Management and Oracle EPM Cloud replace that with a governed model: one set of dimensions, one set of rules, and a clear audit trail from request to enacted budget.',
        'We design EPM applications around your appropriations structure, program hierarchy and reporting calendar. That includes migrations from on-premises Hyperion to EPM Cloud, automated data loads from Oracle or SAP general ledgers through Data Management, and Smart View and Narrative Reporting packages that produce the books leadership and Congress expect.',
      ],
      capabilities: [
        {
          title: 'Planning and budget formulation',
          description:
            'Planning and Budgeting Cloud models with driver-based forecasts, position budgeting, versions and scenarios, and approval workflows for each budget cycle.',
        },
        {
          title: 'Financial consolidation and close',
          description:
            'Hyperion Financial Management or Financial Consolidation and Close with intercompany eliminations, journals and audit trails for period-end reporting.',
        },
        {
          title: 'Hyperion to EPM Cloud migration',
          description:
            'Application assessment, metadata and rule conversion, data reconciliation and parallel cycles so the cloud model matches historic results.',
        },
        {
          title: 'Reporting and analytics',
          description:
            'Smart View templates, Narrative Reporting books and Essbase cubes that give analysts self-service access to trusted numbers.',
        },
      ],
      approach: [
        {
          title: 'Model the budget',
          description:
            'We document dimensions, drivers, calendars and approval paths with budget analysts, then agree the application design.',
        },
        {
          title: 'Build and load',
          description:
            'We build forms, business rules and integrations, loading actuals from the general ledger and reconciling them line by line.',
        },
        {
          title: 'Run the first cycle together',
          description:
            'Our consultants support a full formulation or close cycle beside your team, then hand over administration guides and training.',
        },
      ],
      contexts: [
        'Federal budget offices preparing formulation and execution plans',
        'Chief financial officers consolidating results across bureaus or subsidiaries',
        'Universities and state agencies moving Hyperion to Oracle EPM Cloud',
      ],
      relatedSlugs: ['budget-management', 'oracle-financials', 'sap'],
      seo: {
        title: 'Oracle Hyperion and EPM Services | GlobalTekForce',
        description:
          'Oracle Hyperion Planning, Financial Management and EPM Cloud implementation for budgeting, forecasting, consolidation and performance reporting.',
      },
    },
    'unison-prism': {
      summary:
        'Configuration, upgrades and administration of Unison PRISM, the federal acquisition system, with interfaces to agency financial systems and SAM.gov.',
      overview: [
        'Unison PRISM, now part of the Compusearch family, is the contract writing system behind many civilian agency acquisition shops. Contracting officers depend on it daily for requisitions, solicitations, awards and modifications, and any outage or misconfigured clause slows obligations at the busiest time of the fiscal year.',
        'We administer PRISM environments, apply version upgrades and clause updates, and maintain the interfaces that send commitments and obligations to the financial system and contract actions to FPDS. Our team troubleshoots failed transactions, tunes document generation and keeps user roles aligned with warrant levels, so the acquisition workforce spends its time on acquisitions rather than on the tool.',
      ],
      capabilities: [
        {
          title: 'Upgrades and clause maintenance',
          description:
            'Planned PRISM version upgrades and regular FAR and agency clause updates, tested in a staging environment before they reach contracting staff.',
        },
        {
          title: 'Financial system interfaces',
          description:
            'Commitment and obligation interfaces to Oracle, SAP or Momentum financials, monitored daily with reconciliation of rejected transactions.',
        },
        {
          title: 'User and warrant administration',
          description:
            'Role and approval configuration aligned to contracting officer warrants, with periodic access reviews for audit evidence.',
        },
        {
          title: 'Year-end readiness',
          description:
            'Capacity checks, interface monitoring and on-call support through the fourth-quarter obligation surge and fiscal year-end close.',
        },
      ],
      approach: [
        {
          title: 'Stabilize',
          description:
            'We baseline the environment, open incidents and interface errors, and fix the issues that cost contracting staff the most time.',
        },
        {
          title: 'Maintain',
          description:
            'Upgrades, clause updates and interface changes follow a documented release process with regression testing.',
        },
        {
          title: 'Improve',
          description:
            'We report trends in help requests and transaction failures and propose changes that remove their causes.',
        },
      ],
      contexts: [
        'Civilian agency acquisition offices running PRISM',
        'Agencies integrating PRISM with a new core financial system',
        'Contracting shops preparing for fiscal year-end obligation peaks',
      ],
      relatedSlugs: ['oracle-clm', 'financial-system-integration', 'service-desk-and-support'],
      seo: {
        title: 'Unison PRISM Acquisition Support | GlobalTekForce',
        description:
          'Unison PRISM configuration, upgrades, interfaces and administration so contracting offices award and manage federal contracts without disruption.',
      },
    },
    sunflower: {
      summary:
        'Sunflower asset management implementation and support, reconciling personal and real property records with the general ledger so inventories and audits hold up.',
      overview: [
        'Property records are a frequent source of audit findings: assets on the floor that are missing from the system, assets in the system that cannot be found, and capitalized values that do not agree with the general ledger. Sunflower Assets is used across federal agencies to track accountable and capitalized property, and it pays off only when its data and its interfaces are right.',
        'We implement and support Sunflower for property management offices, cleaning legacy data before conversion, configuring custodial hierarchies and asset categories, and building the interface that passes capitalization and depreciation data to the financial system. We also support annual wall-to-wall inventories with barcode and RFID scanning and the reconciliations that follow.',
      ],
      capabilities: [
        {
          title: 'Implementation and data conversion',
          description:
            'Legacy property data profiled, cleansed and converted into Sunflower with custodial areas, categories and acquisition values validated.',
        },
        {
          title: 'General ledger reconciliation',
          description:
            'Interfaces that send capitalized assets to Oracle Fixed Assets or other ledgers, and monthly reconciliation of property subledger to USSGL balances.',
        },
        {
          title: 'Physical inventory support',
          description:
            'Inventory planning, handheld scanning, variance research and adjustments for annual and triennial inventories.',
        },
        {
          title: 'Disposal and excess reporting',
          description:
            'Workflows for excess, transfer and disposal of property with reporting to GSA systems and documentation for the file.',
        },
      ],
      approach: [
        {
          title: 'Know the baseline',
          description:
            'We compare system records, ledger balances and a sample of floor counts to size the reconciliation gap.',
        },
        {
          title: 'Correct and configure',
          description:
            'Data is corrected at the source and the system is configured so new records arrive complete and consistent.',
        },
        {
          title: 'Keep it reconciled',
          description:
            'Monthly reconciliations and exception reports keep the subledger and the ledger in agreement between inventories.',
        },
      ],
      contexts: [
        'Federal property management and logistics offices',
        'Agencies remediating property-related audit findings',
        'Research organizations with large equipment inventories',
      ],
      relatedSlugs: ['oracle-fixed-assets', 'audit-readiness', 'oracle-financials'],
      seo: {
        title: 'Sunflower Asset Management Support | GlobalTekForce',
        description:
          'Sunflower Systems asset management implementation, data cleanup, interfaces and support to keep federal property records accurate and reconciled.',
      },
    },
  },
} satisfies CategoryCopy
