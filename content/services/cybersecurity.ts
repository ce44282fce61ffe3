import type { CategoryCopy } from '../schema.ts'

export const cybersecurityCopy = {
  summary:
    'Cybersecurity that protects federal and enterprise systems end to end, from zero trust architecture under OMB M-22-09 and NIST SP 800-53 controls to 24/7 detection, response and FISMA compliance.',
  seo: {
    title: 'Cybersecurity Services | GlobalTekForce',
    description:
      'Zero trust, cloud and endpoint security, SOC operations, risk management and incident response for agencies and enterprises.',
  },
  services: {
    'network-security': {
      summary:
        'Segmented, monitored networks built on next-generation firewalls, intrusion prevention and secure remote access, moving agencies toward zero trust while supporting CDM visibility.',
      seo: {
        title: 'Network Security and Zero Trust | GlobalTekForce',
        description:
          'Firewalls, segmentation, intrusion prevention and secure access design that advance zero trust and feed CDM dashboards.',
      },
    },
    'endpoint-device-protection': {
      summary:
        'Endpoint detection and response, device hardening and mobile device management for laptops, servers and phones, with configuration baselines and patch compliance reported continuously.',
      seo: {
        title: 'Endpoint and Device Protection | GlobalTekForce',
        description:
          'EDR deployment, hardened baselines, mobile device management and patch compliance for every laptop, server and phone.',
      },
    },
    'cloud-security': {
      summary:
        'Security architecture and continuous monitoring for AWS, Azure and Google Cloud workloads, mapped to FedRAMP baselines and NIST SP 800-53 so cloud systems earn and keep their ATO.',
      seo: {
        title: 'Cloud Security and FedRAMP Alignment | GlobalTekForce',
        description:
          'AWS, Azure and Google Cloud security architecture, posture management and FedRAMP-aligned controls for cloud systems.',
      },
    },
    'application-security': {
      summary:
        'Security built into the software lifecycle through DevSecOps: static and dynamic testing, software composition analysis and threat modeling, following the NIST Secure Software Development Framework.',
      seo: {
        title: 'Application Security and DevSecOps | GlobalTekForce',
        description:
          'SAST, DAST, dependency scanning and threat modeling embedded in DevSecOps pipelines, following NIST SP 800-218.',
      },
    },
    'identity-access-management': {
      summary:
        'Identity, credential and access management with PIV and phishing-resistant multifactor authentication, single sign-on, least privilege and automated provisioning, as zero trust requires.',
      seo: {
        title: 'Identity and Access Management (ICAM) | GlobalTekForce',
        description:
          'PIV and phishing-resistant MFA, single sign-on, privileged access management and automated user provisioning for zero trust.',
      },
    },
    'security-operations-center': {
      summary:
        'Around-the-clock security operations center and extended detection and response (XDR) services that correlate logs, hunt threats and escalate incidents, with logging aligned to OMB M-21-31.',
      seo: {
        title: 'Security Operations Center (SOC/XDR) | GlobalTekForce',
        description:
          '24/7 SOC monitoring, SIEM and XDR correlation, threat hunting and escalation, with event logging that meets OMB M-21-31 maturity tiers.',
      },
    },
    'governance-risk-compliance': {
      summary:
        'Risk Management Framework (RMF) and FISMA compliance, from system categorization and security plans to control assessments, POA&M management and Authority to Operate (ATO) packages.',
      seo: {
        title: 'Governance, Risk and Compliance (RMF/ATO) | GlobalTekForce',
        description:
          'RMF and FISMA compliance support: security plans, NIST SP 800-53 control assessments, POA&M tracking and ATO package preparation.',
      },
    },
    'penetration-testing-vulnerability-management': {
      summary:
        'Authorized penetration tests of networks, applications and cloud environments, plus a vulnerability management program that ranks findings by risk and verifies every fix.',
      seo: {
        title: 'Penetration Testing Services | GlobalTekForce',
        description:
          'Network, application and cloud penetration testing with risk-ranked findings, remediation guidance and retesting to confirm fixes.',
      },
    },
    'incident-response-forensics': {
      summary:
        'Incident response planning, tabletop exercises and hands-on containment, with digital forensics that preserve evidence and reporting that follows the CISA federal incident response playbooks.',
      seo: {
        title: 'Incident Response and Forensics | GlobalTekForce',
        description:
          'Incident response plans, tabletop exercises, containment, digital forensics and CISA-aligned reporting when a breach happens.',
      },
    },
  },
} satisfies CategoryCopy
