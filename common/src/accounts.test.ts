import { displayNameProblem, emailProblem, passwordProblem } from './accounts';

describe('account rules', () => {
  it.each(['ana@example.com', ' Ana.Lima+games@mail.example.co.uk ', 'ü@exämple.de'])(
    'accepts the email %j',
    (email) => {
      expect(emailProblem(email, 'en')).toBeNull();
    },
  );

  it.each([
    ['', 'Please enter your email address.'],
    ['ana', 'Please enter a whole email address, like name@example.com.'],
    ['ana@example', 'Please enter a whole email address, like name@example.com.'],
    ['ana@@example.com', 'Please enter a whole email address, like name@example.com.'],
    ['an a@example.com', 'Please enter a whole email address, like name@example.com.'],
    ['ana@example..com', 'Please enter a whole email address, like name@example.com.'],
    ['ana\u0000@example.com', 'Please enter a whole email address, like name@example.com.'],
    [`${'a'.repeat(250)}@example.com`, 'Email addresses can be at most 254 characters.'],
  ])('refuses the email %j', (email, problem) => {
    expect(emailProblem(email, 'en')).toBe(problem);
  });

  it('takes passwords of 10 to 200 characters, counting characters rather than code units', () => {
    expect(passwordProblem('', 'en')).toBe('Please enter a password.');
    expect(passwordProblem('123456789', 'en')).toBe('Passwords need at least 10 characters.');
    expect(passwordProblem('1234567890', 'en')).toBeNull();
    expect(passwordProblem('🔑'.repeat(10), 'en')).toBeNull();
    expect(passwordProblem('x'.repeat(200), 'en')).toBeNull();
    expect(passwordProblem('x'.repeat(201), 'en')).toBe('Passwords can be at most 200 characters.');
  });

  it('takes display names of 1 to 40 characters once trimmed', () => {
    expect(displayNameProblem('   ', 'en')).toBe('Please enter a display name.');
    expect(displayNameProblem(' Ana ', 'en')).toBeNull();
    expect(displayNameProblem('x'.repeat(41), 'en')).toBe('Display names can be at most 40 characters.');
  });

  it('says each problem in the language asked for', () => {
    expect(emailProblem('', 'es')).toBe('Escribe tu dirección de correo electrónico.');
    expect(emailProblem('ana@example', 'es')).toBe(
      'Escribe una dirección de correo completa, como nombre@ejemplo.com.',
    );
    expect(passwordProblem('123456789', 'es')).toBe('La contraseña necesita al menos 10 caracteres.');
    expect(displayNameProblem('x'.repeat(41), 'es')).toBe('El nombre visible puede tener como máximo 40 caracteres.');
    expect(emailProblem('ana@example.com', 'es')).toBeNull();
  });
});
