import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Readable names for the events xstate makes up for invocations and delays. */
function eventLabel(event: string): string {
  if (event.startsWith('xstate.done.actor.')) return 'done';
  if (event.startsWith('xstate.error.actor.')) return 'error';
  if (event.startsWith('xstate.after.')) return `after ${event.split('.')[2]}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event === '' ? 'always' : event;
}

/** A Mermaid-safe identifier for a state node (its full path). */
const idOf = (node: AnyStateNode) => node.path.join('__') || 'root';

function writeNode(node: AnyStateNode, lines: string[], indent: string): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0 && node.parent) {
    lines.push(`${indent}state ${idOf(node)} {`);
    writeChildren(node, children, lines, `${indent}  `);
    lines.push(`${indent}}`);
  } else if (children.length > 0) {
    writeChildren(node, children, lines, indent);
  }
  for (const [event, transitions] of node.transitions) {
    for (const transition of transitions) {
      const guard = transition.guard
        ? ` [${typeof transition.guard === 'string' ? transition.guard : ((transition.guard as { type?: string }).type ?? 'guard')}]`
        : '';
      for (const target of transition.target ?? [node]) {
        lines.push(`${indent}${idOf(node)} --> ${idOf(target)} : ${eventLabel(event)}${guard}`);
      }
    }
  }
  for (const transition of node.always ?? []) {
    for (const target of transition.target ?? []) lines.push(`${indent}${idOf(node)} --> ${idOf(target)} : always`);
  }
  if (node.type === 'final') lines.push(`${indent}${idOf(node)} --> [*]`);
}

function writeChildren(node: AnyStateNode, children: AnyStateNode[], lines: string[], indent: string): void {
  const initial = node.initial?.target?.[0];
  if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) {
    lines.push(`${indent}${idOf(child)} : ${child.key}${child.tags.length ? ` (${child.tags.join(', ')})` : ''}`);
    writeNode(child, lines, indent);
  }
}

/** A machine as a Mermaid state diagram: every state, transition, guard, invocation result and delay. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  // Events the machine accepts in any state are drawn from a pseudo-state named "root".
  if (machine.root.transitions.size > 0) lines.push('  root : any state');
  writeNode(machine.root, lines, '  ');
  return `${lines.join('\n')}\n`;
}
