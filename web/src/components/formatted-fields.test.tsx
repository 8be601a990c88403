import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import {
  AccountNumberField,
  BusinessNumberField,
  EmailField,
  PhoneField,
  RangeNumberField,
} from './formatted-fields';

interface Values {
  telNo: string;
  bizNo: string;
  accountNo: string;
  startNo: string;
  email: string;
}

/** The form's current values, as the page's submit handler would receive them. */
function formValues(): Values {
  return JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;
}

// Sets the DOM value the way a keystroke does (React's own value tracker does not see it), then
// places the caret where the browser would leave it, and fires the input event.
function typeInto(input: HTMLInputElement, value: string, caret: number, inputType: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input, { inputType });
}

function Form({ defaults = {} }: { defaults?: Partial<Values> }) {
  const { control } = useForm<Values>({
    defaultValues: { telNo: '', bizNo: '', accountNo: '', startNo: '', email: '', ...defaults },
  });
  const values = useWatch({ control });
  return (
    <form>
      <PhoneField control={control} name="telNo" label="전화번호" />
      <BusinessNumberField control={control} name="bizNo" label="사업자번호" />
      <AccountNumberField control={control} name="accountNo" label="계좌번호" />
      <RangeNumberField control={control} name="startNo" label="시작번호" />
      <EmailField control={control} name="email" label="이메일" />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </form>
  );
}

describe('formatted fields', () => {
  it('formats a phone number as typed and stores the formatted value', () => {
    render(<Form />);
    const phone = screen.getByLabelText('전화번호');
    fireEvent.change(phone, { target: { value: '0101' } });
    expect(phone).toHaveValue('010-1');
    fireEvent.change(phone, { target: { value: '01012345678' } });
    expect(phone).toHaveValue('010-1234-5678');
    expect(formValues().telNo).toBe('010-1234-5678');
  });

  it('keeps the caret beside the digit typed in the middle', () => {
    render(<Form defaults={{ telNo: '010-1234-5678' }} />);
    const phone = screen.getByLabelText<HTMLInputElement>('전화번호');
    act(() => phone.focus());
    // Typing 9 after "010-12" in a full number: the last digit falls off, the caret stays after the 9.
    typeInto(phone, '010-129345678', 7, 'insertText');
    expect(phone).toHaveValue('010-1293-4567');
    expect(phone.selectionStart).toBe(7);
  });

  it('deletes the digit before a hyphen on Backspace instead of getting stuck', () => {
    render(<Form defaults={{ telNo: '010-1234-5678' }} />);
    const phone = screen.getByLabelText<HTMLInputElement>('전화번호');
    act(() => phone.focus());
    // Backspace right after the second hyphen removes only the hyphen from the DOM value.
    typeInto(phone, '010-12345678', 8, 'deleteContentBackward');
    expect(phone).toHaveValue('010-123-5678');
    expect(phone.selectionStart).toBe(7);
  });

  it('shows digits-only values hyphenated', () => {
    render(<Form defaults={{ telNo: '0212345678', bizNo: '1234567890' }} />);
    expect(screen.getByLabelText('전화번호')).toHaveValue('02-1234-5678');
    expect(screen.getByLabelText('사업자번호')).toHaveValue('123-45-67890');
  });

  it('formats business, account and range numbers with the shared rules', () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText('사업자번호'), { target: { value: '123456789012' } });
    expect(screen.getByLabelText('사업자번호')).toHaveValue('123-45-67890');
    fireEvent.change(screen.getByLabelText('계좌번호'), { target: { value: '12345678901234' } });
    expect(screen.getByLabelText('계좌번호')).toHaveValue('123-456-78901234');
    fireEvent.change(screen.getByLabelText('시작번호'), { target: { value: '12345678901' } });
    expect(screen.getByLabelText('시작번호')).toHaveValue('123-4567-8901');
  });

  it('trims and lowercases the e-mail address on blur', () => {
    render(<Form />);
    const email = screen.getByLabelText('이메일');
    fireEvent.change(email, { target: { value: '  Hong@Example.COM ' } });
    expect(email).toHaveValue('  Hong@Example.COM ');
    fireEvent.blur(email);
    expect(email).toHaveValue('hong@example.com');
    expect(formValues().email).toBe('hong@example.com');
  });
});
