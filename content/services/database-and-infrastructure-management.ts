import type { CategoryCopy } from '../schema.ts'

export const databaseAndInfrastructureManagementCopy = {
  covers: [
    'Databases, servers, storage and networks are where mission data lives, and where outages and breaches do their damage. Our database and infrastructure practice operates and protects that layer for government and commercial clients: administering Oracle, SQL Server and PostgreSQL databases, running hybrid and cloud infrastructure, managing vulnerabilities against DISA STIGs and CIS Benchmarks, planning and testing disaster recovery, and producing the IT general controls evidence that auditors request.',
    'We work inside your authorization boundary and your change process, with engineers who hold the clearances and certifications your environment requires.',
  ],
  reasons: [
    {
      title: 'Round-the-clock operations',
      description:
        'Monitoring and on-call engineers cover every hour of the year, with escalation paths agreed with your operations center.',
    },
    {
      title: 'Security in daily operations',
      description:
        'Patching, hardening and access reviews are part of routine work, mapped to NIST SP 800-53 controls rather than left for audit season.',
    },
    {
      title: 'Recovery that has been tested',
      description:
        'Backups are restored and failovers exercised on a schedule, so recovery objectives are proven rather than assumed.',
    },
    {
      title: 'ISO 20000 and ISO 27001 practices',
      description:
        'Service management and information security follow our certified ISO 20000 and ISO 27001:2013 management systems.',
    },
  ],
  heroSlides: [
    {
      id: 'database-cluster',
      image: {
        asset: 'heroDatabaseCluster',
        alt: 'Illustration of three database servers standing on one platform, linked and confirmed in sync',
      },
      title: 'Databases That Stay Fast and Available',
      subtitle:
        'Oracle, SQL Server and PostgreSQL tuned, patched and backed up by administrators who keep critical databases at 99.9% uptime.',
    },
    {
      id: 'security-operations',
      image: {
        asset: 'heroSecurityOperations',
        alt: 'Illustration of a locked shield at the center of a radar sweep, with security alerts being triaged beside it',
      },
      title: 'Security in Daily Operations',
      subtitle:
        'Continuous scanning, STIG hardening and risk-based patching of servers and databases, with every finding tracked to closure in your POA&M.',
    },
    {
      id: 'disaster-recovery',
      image: {
        asset: 'heroDisasterRecovery',
        alt: 'Illustration of a primary and a standby data center replicating to each other beneath a recovery clock',
      },
      title: 'Recovery You Have Already Tested',
      subtitle:
        'Backups, replication and failovers exercised on a schedule under NIST SP 800-34, so recovery time and recovery point objectives are proven.',
    },
    {
      id: 'infrastructure-monitoring',
      image: {
        asset: 'heroInfrastructureMonitoring',
        alt: 'Illustration of an operations dashboard showing an uptime trend, an availability gauge and service status',
      },
      title: 'Monitored Around the Clock',
      subtitle:
        'Hybrid and cloud infrastructure watched 24/7, with an engineer on every critical alert in under 5 minutes and service levels reported monthly.',
    },
  ],
  // The database page's own headline figures.
  stats: [
    { id: 'uptime', value: 99.9, suffix: '%', label: 'Uptime' },
    { id: 'response-time', value: 5, prefix: 'Under ', suffix: ' min', label: 'Response time' },
    { id: 'clients', value: 500, suffix: '+', label: 'Clients' },
  ],
  framework: [
    {
      title: 'Assess',
      description:
        'We inventory databases, servers and networks, review configurations against benchmarks, and measure current availability, risk and cost.',
    },
    {
      title: 'Design',
      description:
        'We design the target architecture, monitoring, backup and recovery strategy, and the security baseline each component must meet.',
    },
    {
      title: 'Implement',
      description:
        'Changes are made through your change process in planned windows, with rollback plans and verification after every step.',
    },
    {
      title: 'Manage',
      description:
        'Engineers monitor, patch, tune and back up the environment every day and report availability and incidents against agreed service levels.',
    },
    {
      title: 'Evolve',
      description:
        'Quarterly reviews of capacity, cost and risk lead to improvements such as automation, consolidation or moves to cloud services.',
    },
  ],
  advantages: [
    {
      title: 'Fast, accountable response',
      description:
        'Critical alerts reach an engineer in under five minutes, and every incident has a named owner until it is resolved and reviewed.',
    },
    {
      title: 'One team for data and infrastructure',
      description:
        'Database administrators and infrastructure engineers work together, so performance problems are solved across layers instead of passed between teams.',
    },
    {
      title: 'Audit evidence as a by-product',
      description:
        'Change records, access reviews and scan results are kept in a form auditors accept, so audit support takes days rather than weeks.',
    },
    {
      title: 'Cloud and on-premises alike',
      description:
        'We run VMware, Windows and Linux estates and AWS GovCloud and Azure Government workloads with the same processes and tooling.',
    },
  ],
  summary:
    'We run and protect the databases, servers and networks behind mission systems, keeping them available with 24/7 monitoring, tested recovery plans and audit-ready documentation.',
  seo: {
    title: 'Database and Infrastructure Management | GlobalTekForce',
    description:
      'Database administration, infrastructure operations, vulnerability management and disaster recovery with 24/7 support and 99.9% uptime.',
  },
  services: {
    'security-and-vulnerability-management': {
      overview: [
        'Most successful attacks on government systems still exploit known vulnerabilities and weak configurations. CISA Binding Operational Directive 22-01 requires agencies to remediate Known Exploited Vulnerabilities on tight deadlines, and every system authorization depends on keeping configuration baselines and plans of action and milestones current.',
        'We run vulnerability management as a steady operational process. Our engineers scan servers, databases and network devices with Tenable or Qualys, assess configurations against DISA STIGs and CIS Benchmarks, prioritize findings by exploitability and asset value, and patch or harden through your change process. Every finding that cannot be fixed at once is recorded in the POA&M with a justification and a date.',
      ],
      capabilities: [
        {
          title: 'Authenticated scanning',
          description:
            'Credentialed Tenable, Nessus or Qualys scans of servers, databases and network devices on a weekly or continuous schedule.',
        },
        {
          title: 'STIG and CIS hardening',
          description:
            'Configuration baselines applied and verified with SCAP tools, with deviations documented and approved.',
        },
        {
          title: 'Risk-based patching',
          description:
            'Patches prioritized by CISA KEV status, exploitability and asset criticality, then deployed and verified in planned windows.',
        },
        {
          title: 'POA&M management',
          description:
            'Open findings tracked with milestones, risk acceptances and evidence of closure for continuous monitoring reports.',
        },
      ],
      approach: [
        {
          title: 'See everything',
          description:
            'We reconcile asset inventories with scan coverage so no server or database goes unscanned.',
        },
        {
          title: 'Fix what matters first',
          description:
            'Findings are ranked by real risk and fixed within agreed timelines, starting with known exploited vulnerabilities.',
        },
        {
          title: 'Prove it',
          description:
            'Rescans confirm each fix, and monthly metrics show the trend to system owners and the ISSO.',
        },
      ],
      contexts: [
        'Federal systems under continuous monitoring for their ATO',
        'Agencies meeting BOD 22-01 remediation timelines',
        'Database and application servers holding financial data',
      ],
      relatedSlugs: [
        'penetration-testing-vulnerability-management',
        'infrastructure-management',
        'audit-support',
      ],
      summary:
        'Continuous scanning, patching and configuration hardening of servers and databases against DISA STIGs and CIS Benchmarks, with findings tracked to closure in your POA&M.',
      seo: {
        title: 'Infrastructure Vulnerability Management | GlobalTekForce',
        description:
          'Scanning, patching and STIG hardening for servers and databases, with every finding tracked to remediation in the POA&M.',
      },
    },
    'disaster-recovery-and-management': {
      overview: [
        'A recovery plan that has never been exercised is a hope, not a plan. Ransomware, regional outages and failed upgrades all test whether backups can actually be restored and whether critical systems can run elsewhere within the time the mission allows.',
        "We plan and prove recovery. Following NIST SP 800-34 and your continuity of operations requirements, we run business impact analyzes to set recovery time and recovery point objectives, design backup and replication to meet them with immutable copies out of attackers' reach, and run failover and restore tests that produce documented evidence. When something does go wrong, our engineers lead the recovery.",
      ],
      capabilities: [
        {
          title: 'Business impact analysis',
          description:
            'Critical processes and systems identified, with recovery time and recovery point objectives agreed by mission owners.',
        },
        {
          title: 'Backup and replication design',
          description:
            'Veeam, Commvault, Oracle Data Guard and cloud-native replication with immutable, offline or cross-region copies.',
        },
        {
          title: 'Contingency plans',
          description:
            'Information system contingency plans meeting NIST SP 800-34 and the CP controls of NIST SP 800-53.',
        },
        {
          title: 'Recovery exercises',
          description:
            'Tabletop exercises, restore tests and full failovers run on a schedule with after-action reports.',
        },
      ],
      approach: [
        {
          title: 'Set the objectives',
          description:
            'Mission owners decide how long each system can be down and how much data it can lose.',
        },
        {
          title: 'Build to the objectives',
          description: 'Backup, replication and runbooks are designed and implemented to meet those numbers.',
        },
        {
          title: 'Exercise regularly',
          description: 'Scheduled tests show whether objectives are met and drive fixes when they are not.',
        },
      ],
      contexts: [
        'Mission-critical federal systems with continuity of operations requirements',
        'Financial systems that must recover before payment and reporting deadlines',
        'Organizations hardening against ransomware',
      ],
      relatedSlugs: ['incident-response-forensics', 'database-administration', 'infrastructure-management'],
      summary:
        'Business continuity and disaster recovery planning, backup design and failover testing aligned with NIST SP 800-34, so critical systems meet their recovery time and recovery point objectives.',
      seo: {
        title: 'Disaster Recovery and Continuity | GlobalTekForce',
        description:
          'Contingency plans, backup architecture and failover exercises aligned with NIST SP 800-34 to meet recovery time and point objectives.',
      },
    },
    'infrastructure-management': {
      overview: [
        'Most agencies now run a mix: virtualized servers in their own data centers, workloads in AWS GovCloud or Azure Government, and software-as-a-service applications in between. Each environment has its own tools, and gaps between them cause outages, surprise costs and security blind spots.',
        'We operate hybrid infrastructure as one estate. Our engineers administer VMware vSphere, Windows Server and Red Hat Enterprise Linux, manage cloud accounts through infrastructure as code with Terraform and Ansible, and monitor everything through a single view. Capacity, patching and cost are reviewed on a fixed cadence, and service levels are reported every month.',
      ],
      capabilities: [
        {
          title: 'Server and virtualization operations',
          description:
            'VMware, Windows Server and Red Hat Enterprise Linux administration, patching and lifecycle management.',
        },
        {
          title: 'Cloud operations',
          description:
            'AWS GovCloud and Azure Government landing zones, accounts and workloads managed with Terraform and policy as code.',
        },
        {
          title: 'Monitoring and event management',
          description:
            'Availability, performance and log monitoring with actionable alerts routed to the on-call engineer.',
        },
        {
          title: 'Capacity and cost management',
          description:
            'Forecasts of compute and storage demand and rightsizing of cloud resources to keep spending in budget.',
        },
      ],
      approach: [
        {
          title: 'Take over carefully',
          description:
            'A structured transition captures documentation, access and open issues before we assume responsibility.',
        },
        {
          title: 'Standardize and automate',
          description:
            'Builds and configuration move to code, so every server is reproducible and every change reviewed.',
        },
        {
          title: 'Report service levels',
          description: 'Availability, incidents and changes are reported monthly against agreed targets.',
        },
      ],
      contexts: [
        'Agency data centers running VMware and mixed operating systems',
        'Hybrid environments with AWS GovCloud or Azure Government workloads',
        'Programs consolidating data centers into cloud',
      ],
      relatedSlugs: ['systems-modernizations', 'configuration-management', 'cloud-security'],
      summary:
        'Operation of on-premises, hybrid and cloud infrastructure across AWS, Azure and VMware, with capacity planning, patching and round-the-clock monitoring that sustains 99.5% uptime.',
      seo: {
        title: 'Hybrid and Cloud Infrastructure Management | GlobalTekForce',
        description:
          'AWS, Azure and VMware infrastructure operations with capacity planning, patching and continuous monitoring for mission systems.',
      },
    },
    'database-administration': {
      overview: [
        'Financial, acquisition and mission applications are only as reliable as the databases underneath them. Slow queries stall month-end close, unpatched databases appear in audit findings, and a failed backup can turn a routine incident into a lost week of transactions.',
        'Our database administrators manage Oracle Database, including RAC, Data Guard and Exadata, Microsoft SQL Server and PostgreSQL, on-premises and in Amazon RDS or Azure SQL. They tune performance, apply quarterly patches, plan upgrades, run and test backups, and enforce encryption, auditing and least-privilege access. For Oracle E-Business Suite, they also handle cloning, patching and AD Online Patching cycles.',
      ],
      capabilities: [
        {
          title: 'Performance tuning',
          description:
            'AWR and Query Store analysis, index and SQL tuning, and resource management that keep critical jobs within their windows.',
        },
        {
          title: 'Patching and upgrades',
          description:
            'Quarterly Oracle Release Updates and SQL Server cumulative updates, and major version upgrades planned and rehearsed.',
        },
        {
          title: 'Backup and high availability',
          description:
            'RMAN and native backups with restore testing, Data Guard and Always On availability groups for critical systems.',
        },
        {
          title: 'Database security',
          description:
            'Transparent data encryption, unified auditing, privileged account control and STIG compliance for database platforms.',
        },
      ],
      approach: [
        {
          title: 'Health check',
          description:
            'We review configuration, performance, backups and security of each database and report the risks we find.',
        },
        {
          title: 'Stabilize and secure',
          description:
            'High-risk items are fixed first: missing backups, unpatched versions and excessive privileges.',
        },
        {
          title: 'Operate proactively',
          description:
            'Daily checks, capacity trending and planned maintenance prevent the incidents that reactive support only answers.',
        },
      ],
      contexts: [
        'Oracle E-Business Suite and Oracle Cloud integration databases',
        'SQL Server databases behind agency mission applications',
        'Databases migrating to Amazon RDS or Azure SQL',
      ],
      relatedSlugs: [
        'disaster-recovery-and-management',
        'oracle-financials',
        'security-and-vulnerability-management',
      ],
      summary:
        'Oracle, SQL Server and PostgreSQL administration covering performance tuning, upgrades, backup and recovery, and encryption, for databases that carry financial and mission data.',
      seo: {
        title: 'Oracle and SQL Server DBA Services | GlobalTekForce',
        description:
          'Oracle, SQL Server and PostgreSQL administration: tuning, upgrades, backups, encryption and 24/7 support for critical databases.',
      },
    },
    'audit-support': {
      overview: [
        'Financial statement audits and FISMA evaluations test IT general controls: who has access to financial systems, how changes are approved and moved to production, how systems are configured, and how operations are monitored. When evidence is incomplete or late, auditors report deficiencies even when the controls themselves work.',
        'We prepare and deliver that evidence. Our team maps auditor requests to the systems and records that answer them, runs quarterly user access recertifications, extracts change and configuration records, and walks auditors through controls. We follow the GAO Federal Information System Controls Audit Manual (FISCAM), so evidence is organized the way auditors test it, and we help fix the root causes of findings.',
      ],
      capabilities: [
        {
          title: 'ITGC evidence preparation',
          description:
            'Access, change management, configuration and operations evidence organized by FISCAM control area.',
        },
        {
          title: 'User access reviews',
          description:
            'Quarterly recertifications of financial system accounts and privileged users, with removals tracked to completion.',
        },
        {
          title: 'Walkthroughs and requests',
          description:
            'Control walkthroughs with auditors and a tracked response to every provided-by-client request.',
        },
        {
          title: 'Finding remediation',
          description:
            'Root-cause analysis and corrective action plans for IT findings, with evidence of closure for follow-up testing.',
        },
      ],
      approach: [
        {
          title: 'Map the controls',
          description:
            'We link each control auditors will test to the system, record and owner that evidences it.',
        },
        {
          title: 'Collect continuously',
          description: 'Evidence is gathered throughout the year rather than reconstructed at audit time.',
        },
        {
          title: 'Support fieldwork',
          description: 'We answer requests, attend walkthroughs and close findings with the operations team.',
        },
      ],
      contexts: [
        'Agencies under CFO Act financial statement audits',
        'Systems in scope for annual FISMA evaluations',
        'Shared service providers issuing SSAE 18 SOC 1 reports',
      ],
      relatedSlugs: ['a123-support', 'audit-readiness', 'governance-risk-compliance'],
      summary:
        'IT general controls evidence for financial statement and FISMA audits, including access reviews, change records and system configurations, prepared so auditors close findings instead of opening them.',
      seo: {
        title: 'IT Audit Support and ITGC Evidence | GlobalTekForce',
        description:
          'IT general controls evidence, access reviews and change documentation for financial statement, FISMA and Inspector General audits.',
      },
    },
  },
} satisfies CategoryCopy
